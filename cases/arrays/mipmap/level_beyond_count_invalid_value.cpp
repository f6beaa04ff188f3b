// SPDX-License-Identifier: Apache-2.0
// cudaGetMipmappedArrayLevel with a level greater than the number of levels allocated (3)
// returns cudaErrorInvalidValue.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetMipmappedArrayLevel, LevelBeyondCountInvalidValue,
    {
        .api = {"cudaGetMipmappedArrayLevel"},
        .cite = {.doc = "RT",
            .section = "cudaGetMipmappedArrayLevel",
            .quote =
                "If level is greater than the maximum number of levels in this mipmapped array, cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(mip, cudasem::float1_desc(), make_cudaExtent(64, 64, 0), 3));
  cudaArray_t level = nullptr;

  CUDASEM_EXPECT_ERROR(cudaGetMipmappedArrayLevel(&level, mip.get(), 4), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
}
