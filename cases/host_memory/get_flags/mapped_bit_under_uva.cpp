// SPDX-License-Identifier: Apache-2.0
// Under UVA every allocation is mapped; whether cudaHostGetFlags then also reports the Mapped
// bit that was not requested is not documented. Records got ^ requested for each request.
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaHostGetFlags, MappedBitUnderUva,
    {
        .api = {"cudaHostGetFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostGetFlags",
            .quote = "Passes back flags used to allocate pinned host memory allocated by cudaHostAlloc"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const unsigned all = cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined;
  std::string extra;

  for (unsigned requested = 0; requested <= all; ++requested) {
    cudasem::PinnedBuffer<unsigned char> host(4096, requested);
    ASSERT_NE(host.data(), nullptr);
    unsigned got = 0;
    CUDASEM_ASSERT_OK(cudaHostGetFlags(&got, host.data()));
    extra += std::to_string(requested) + ":" + std::to_string(got ^ requested) + " ";
  }

  cudasem::observe("got_xor_requested_per_request", extra);
}
