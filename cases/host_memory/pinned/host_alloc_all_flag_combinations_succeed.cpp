// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaHostAlloc, AllFlagCombinationsSucceed,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "All of these flags are orthogonal to one another: a developer may allocate memory that is portable, mapped and/or write-combined with no restrictions."},
        .claim = cudasem::Claim::promise,
    }) {
  const unsigned all = cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined;
  std::string failed;

  for (unsigned flags = 0; flags <= all; ++flags) {
    void* p = nullptr;
    cudaError_t result = cudaHostAlloc(&p, 4096, flags);
    if (result != cudaSuccess || p == nullptr)
      failed += std::to_string(flags) + ":" + cudasem::error_text(result) + " ";
    if (p) {
      CUDASEM_EXPECT_OK(cudaFreeHost(p));
    }
  }

  cudasem::observe("failed_flag_combinations", failed.empty() ? std::string("none") : failed);
  CUDASEM_EXPECT_TRUE_NAMED("flag_combinations.all_succeeded", failed.empty()) << failed;
}
