// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, CudaMallocPointerMaySynchronize, {
    .id = "device_memory.free.cudamalloc_pointer_may_sync",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaFree",
             .quote = "For all other pointers, this API may perform implicit synchronization.",
             .version = "13.0"},
}) {
  cudasem::Stream other(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMalloc(&p, 1 << 20));
  cudaError_t result = cudaSuccess;

  auto r = cudasem::call_behind_gate(other, [&] { result = cudaFree(p); });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("result", cudasem::error_text(result));
  CUDASEM_EXPECT_OK(result);
}
