// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <cstdint>

CUDASEM_CASE(CudaMemGetInfo, TracksAllocations,
    {
        .api = {"cudaMemGetInfo"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemGetInfo",
            .quote = "In a multi-tenet situation, free estimate returned is prone to race condition"},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr std::size_t kBytes = std::size_t{256} << 20;
  std::size_t free_before = 0, free_allocated = 0, free_after = 0, total = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_before, &total));
  void* p = nullptr;

  CUDASEM_ASSERT_OK(cudaMalloc(&p, kBytes));
  CUDASEM_EXPECT_OK(cudaMemGetInfo(&free_allocated, &total));
  CUDASEM_EXPECT_OK(cudaFree(p));
  CUDASEM_EXPECT_OK(cudaMemGetInfo(&free_after, &total));

  auto delta = [](std::size_t a, std::size_t b) { return static_cast<std::int64_t>(a) - static_cast<std::int64_t>(b); };
  cudasem::measure("drop_after_alloc_bytes", delta(free_before, free_allocated));
  cudasem::observe("allocation_bytes", static_cast<std::int64_t>(kBytes));
  cudasem::measure("recovered_after_free_bytes", delta(free_after, free_allocated));
}
