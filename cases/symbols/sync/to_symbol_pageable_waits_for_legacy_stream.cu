// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpyToSymbol from pageable memory synchronizes with
// the stream before copying: its return follows the gate's release at two release delays.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_pageable_target[1 << 18];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbolSync, PageableWaitsForLegacyStream,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from pageable host memory to device memory, a stream sync is performed before the copy is initiated."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::PageableBuffer<unsigned> host(1 << 18);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned>(i);

  auto v = cudasem::call_waits_for_gate(
      nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemcpyToSymbol(g_pageable_target, host.data(), host.bytes())); });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", v.waited);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
