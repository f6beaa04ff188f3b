// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMallocArray with a width one above the device's maxTexture2D width (the
// limit is recorded); the text says the extents must meet the table's limits, and names no
// outcome: records the code.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocArray, WidthOverMaxFails,
    {
        .api = {"cudaMallocArray"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMalloc3DArray",
            .quote =
                "The width, height and depth extents must meet certain size requirements as listed in the following table."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  int max_width = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_width, cudaDevAttrMaxTexture2DWidth, 0));
  cudasem::environment("max_texture_2d_width", max_width);
  const cudaChannelFormatDesc desc = cudasem::uchar1_desc();
  cudaArray_t array = nullptr;

  const cudaError_t result = cudaMallocArray(&array, &desc, static_cast<std::size_t>(max_width) + 1, 2);
  cudasem::observe("width_over_max_texture_2d", result);

  cudasem::last_error(cudasem::LastError::clear);
  if (array != nullptr) CUDASEM_EXPECT_OK(cudaFreeArray(array));
}
