// SPDX-License-Identifier: Apache-2.0
// While a graph's 4 MiB allocation is unfreed (after the launch), cudaGraphMemAttrUsedMemCurrent
// is at least 4 MiB; the high watermark is not below it.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaDeviceGetGraphMemAttribute, UsedMemCurrentCountsAllocation,
    {
        .api = {"cudaDeviceGetGraphMemAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetGraphMemAttribute",
            .quote = "cudaGraphMemAttrUsedMemCurrent: Amount of memory, in bytes, currently associated with graphs"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  constexpr size_t kBytes = 4 << 20;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node (not freed in the graph)
  add_alloc_node(g.get(), kBytes, &mem);
  if (HasFatalFailure()) return;
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned long long used = 0, high = 0, reserved = 0;
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high));
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &reserved));
  CUDASEM_EXPECT_OK(cudaFreeAsync(mem.params.dptr, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));

  cudasem::measure("used_current", used);
  cudasem::measure("used_high", high);
  cudasem::measure("reserved_current", reserved);
  CUDASEM_EXPECT_TRUE_NAMED("used_current.covers_allocation", used >= kBytes);
  CUDASEM_EXPECT_TRUE_NAMED("used_high.covers_used_current", high >= used);
}
