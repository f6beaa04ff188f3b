// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaCreateSurfaceObject over an array allocated without
// cudaArraySurfaceLoadStore. Records whether creation is refused and with which code.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(SurfaceCreate, WithoutLoadStoreFlag,
    {
        .api = {"cudaMallocArray", "cudaCreateSurfaceObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocArray",
            .quote =
                "cudaArraySurfaceLoadStore: Allocates an array that can be read from or written to using a surface reference"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), 32, 8));
  const cudaResourceDesc res = cudasem::texture::array_resource(array.get());
  cudaSurfaceObject_t surf = 0;

  const cudaError_t result = cudaCreateSurfaceObject(&surf, &res);

  cudasem::observe("create_result", result);
  cudasem::last_error(cudasem::LastError::clear);
  if (surf != 0) CUDASEM_EXPECT_OK(cudaDestroySurfaceObject(surf));
}
