// SPDX-License-Identifier: Apache-2.0
// Every Portable/Mapped/WriteCombined bit requested at allocation is among those passed back.
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaHostGetFlags, ContainsRequestedBits,
    {
        .api = {"cudaHostGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetFlags",
            .quote = "Passes back flags used to allocate pinned host memory allocated by cudaHostAlloc"},
        .claim = cudasem::Claim::promise,
    }) {
  const unsigned all = cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined;
  std::string missing;

  for (unsigned requested = 0; requested <= all; ++requested) {
    cudasem::PinnedBuffer<unsigned char> host(4096, requested);
    ASSERT_NE(host.data(), nullptr);
    unsigned got = 0;
    CUDASEM_EXPECT_OK(cudaHostGetFlags(&got, host.data()));
    if ((got & requested) != requested) missing += std::to_string(requested) + "->" + std::to_string(got) + " ";
  }

  cudasem::observe("missing_bits", missing.empty() ? std::string("none") : missing);
  CUDASEM_EXPECT_TRUE_NAMED("requested_bits.all_passed_back", missing.empty()) << "requested->got: " << missing;
}
