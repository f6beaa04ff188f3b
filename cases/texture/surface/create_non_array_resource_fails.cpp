// SPDX-License-Identifier: Apache-2.0
// cudaCreateSurfaceObject over linear device memory (resType cudaResourceTypeLinear, not an array):
// what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(SurfaceCreate, NonArrayResourceFails,
    {
        .api = {"cudaCreateSurfaceObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaCreateSurfaceObject", .quote = "resType must be cudaResourceTypeArray"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::DeviceBuffer<float> mem(4096);
  cudaResourceDesc res{};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = mem.data();
  res.res.linear.desc = cudasem::float1_desc();
  res.res.linear.sizeInBytes = mem.bytes();
  cudaSurfaceObject_t surf = 0;

  cudasem::observe("cudaCreateSurfaceObject_result", cudaCreateSurfaceObject(&surf, &res));

  cudasem::last_error(cudasem::LastError::clear);
  if (surf != 0) CUDASEM_EXPECT_OK(cudaDestroySurfaceObject(surf));
}
