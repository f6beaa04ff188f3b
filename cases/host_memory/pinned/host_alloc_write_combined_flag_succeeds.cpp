// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, WriteCombinedFlagSucceeds, {
    .id = "host_memory.pinned.host_alloc_write_combined_flag_succeeds",
    .cite = {.doc = "RT", .section = "cudaHostAlloc",
             .quote = "cudaHostAllocWriteCombined: Allocates the memory as write-combined (WC).",
             .version = "13.0"},
}) {
  void* p = nullptr;

  cudaError_t result = cudaHostAlloc(&p, 4096, cudaHostAllocWriteCombined);

  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  EXPECT_NE(p, nullptr);
  if (result == cudaSuccess) {
    static_cast<volatile unsigned char*>(p)[4095] = 1;  // the host can write it
    CUDASEM_EXPECT_OK(cudaFreeHost(p));
  }
}
