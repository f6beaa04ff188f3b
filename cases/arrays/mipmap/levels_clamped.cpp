// SPDX-License-Identifier: Apache-2.0
// cudaMallocMipmappedArray asked for 20 levels of a 64x64 array gets 1 + floor(log2(64)) = 7
// (the count is clamped to [1, 1 + floor(log2(max(width, height, depth)))]): level 6 (1x1) exists,
// and level 8, greater than the clamped count but not than the 20 asked for, is rejected with the
// code cudaGetMipmappedArrayLevel's text names. Level 7 (equal to the count) is only recorded.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocMipmappedArray, LevelsClamped,
    {
        .api = {"cudaMallocMipmappedArray", "cudaGetMipmappedArrayLevel"},
        .cite = {.doc = "RT",
            .section = "cudaGetMipmappedArrayLevel",
            .quote = "If level is greater than the maximum number of levels in this mipmapped array, "
                     "cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::MipmappedArray mip;

  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(mip, cudasem::float1_desc(), make_cudaExtent(64, 64, 0), 20));

  cudaArray_t last = nullptr, beyond = nullptr;
  CUDASEM_EXPECT_ERROR(cudaGetMipmappedArrayLevel(&last, mip.get(), 6), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaGetMipmappedArrayLevel(&beyond, mip.get(), 8), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
  cudaError_t at_7 = cudaGetMipmappedArrayLevel(&beyond, mip.get(), 7);
  cudasem::observe("level_7_result", at_7);
  cudasem::last_error(cudasem::LastError::clear);
  if (last != nullptr) {
    cudaExtent e{};
    CUDASEM_ASSERT_OK(cudaArrayGetInfo(nullptr, &e, nullptr, last));
    cudasem::observe("level_6_width", e.width);
    cudasem::observe("level_6_height", e.height);
  }
}
