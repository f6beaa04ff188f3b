// SPDX-License-Identifier: Apache-2.0
// cudaMalloc3DArray with cudaArrayCubemap and width != height fails with one of its
// documented codes.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc3DArray, CubemapWidthNotHeightFails,
    {
        .api = {"cudaMalloc3DArray"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc3DArray",
            .quote =
                "cudaArrayCubemap: Allocates a cubemap CUDA array. Width must be equal to height, and depth must be six."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudaChannelFormatDesc desc = cudasem::float1_desc();
  cudaArray_t array = nullptr;

  CUDASEM_EXPECT_FAILURE(cudaMalloc3DArray(&array, &desc, make_cudaExtent(32, 16, 6), cudaArrayCubemap));

  cudasem::last_error(cudasem::LastError::clear);
  if (array != nullptr) CUDASEM_EXPECT_OK(cudaFreeArray(array));
}
