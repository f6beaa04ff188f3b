// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMalloc3DArray with cudaArrayCubemap and width != height; the text says
// the width must equal the height, and names no outcome: records the code.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc3DArray, CubemapWidthNotHeightFails,
    {
        .api = {"cudaMalloc3DArray"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMalloc3DArray",
            .quote =
                "cudaArrayCubemap: Allocates a cubemap CUDA array. Width must be equal to height, and depth must be six."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudaChannelFormatDesc desc = cudasem::float1_desc();
  cudaArray_t array = nullptr;

  const cudaError_t result = cudaMalloc3DArray(&array, &desc, make_cudaExtent(32, 16, 6), cudaArrayCubemap);
  cudasem::observe("cubemap_width_not_height", result);

  cudasem::last_error(cudasem::LastError::clear);
  if (array != nullptr) CUDASEM_EXPECT_OK(cudaFreeArray(array));
}
