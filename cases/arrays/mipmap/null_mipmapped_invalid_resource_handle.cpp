// SPDX-License-Identifier: Apache-2.0
// cudaGetMipmappedArrayLevel with a NULL mipmapped array returns
// cudaErrorInvalidResourceHandle.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetMipmappedArrayLevel, NullInvalidResourceHandle,
    {
        .api = {"cudaGetMipmappedArrayLevel"},
        .cite = {.doc = "RT",
            .section = "cudaGetMipmappedArrayLevel",
            .quote = "If mipmappedArray is NULL, cudaErrorInvalidResourceHandle is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the context exists
  cudaArray_t level = nullptr;

  CUDASEM_EXPECT_ERROR(cudaGetMipmappedArrayLevel(&level, nullptr, 0), cudaErrorInvalidResourceHandle);

  cudasem::last_error(cudasem::LastError::clear);
}
