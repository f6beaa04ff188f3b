// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, CudaMallocPointerMaySynchronize,
    {
        .api = {"cudaFree"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "For all other pointers, this API may perform implicit synchronization."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream other(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMalloc(&p, 1 << 20));
  cudaError_t result = cudaSuccess;

  auto r = cudasem::call_behind_gate(other, [&] { result = cudaFree(p); });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("free_result", result);
  CUDASEM_EXPECT_OK_OF(cudaFree, result);
}
