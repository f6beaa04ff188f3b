// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D between a float array (4-byte elements) and an 8-bit array fails with one of
// its documented codes.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy3DArray, ElementSizeMismatchFails,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "If the source and destination are both arrays, cudaMemcpy3D() will return an error if they do not have the same element size."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Array wide, narrow;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(wide, cudasem::float1_desc(), make_cudaExtent(16, 16, 4)));
  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(narrow, cudasem::uchar1_desc(), make_cudaExtent(16, 16, 4)));
  cudaMemcpy3DParms parms{};
  parms.srcArray = narrow.get();
  parms.dstArray = wide.get();
  parms.extent = make_cudaExtent(16, 16, 4);
  parms.kind = cudaMemcpyDeviceToDevice;

  CUDASEM_EXPECT_FAILURE(cudaMemcpy3D(&parms));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
