// SPDX-License-Identifier: Apache-2.0
// cudaMallocManaged with size 0 must return cudaErrorInvalidValue (the text names the code).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManagedFlags, ZeroSizeInvalidValue,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "RT",
            .section = "cudaMallocManaged",
            .quote = "If size is 0, cudaMallocManaged returns cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* p = reinterpret_cast<void*>(0x1);

  cudaError_t result = cudaMallocManaged(&p, 0, cudaMemAttachGlobal);

  cudasem::observe_pointer("pointer_after_call", p);
  CUDASEM_EXPECT_ERROR_OF(cudaMallocManaged, result, cudaErrorInvalidValue);
  if (result == cudaSuccess && p != nullptr && p != reinterpret_cast<void*>(0x1)) CUDASEM_EXPECT_OK(cudaFree(p));
  cudasem::last_error(cudasem::LastError::clear);
}
