// SPDX-License-Identifier: Apache-2.0
// The used-memory high watermark can be reset to zero (and then reads no more than the current
// use: with the executable graph gone and its memory trimmed, nothing). "High watermark can only be
// reset to zero" names no failure for a nonzero value: what setting one returns is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaDeviceSetGraphMemAttribute, HighWatermarkResetToZeroOnly,
    {
        .api = {"cudaDeviceSetGraphMemAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetGraphMemAttribute",
            .quote = "High watermark of memory, in bytes, associated with graphs since the last time it was reset."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node, then a node freeing it
  add_alloc_free_nodes(g.get(), 2 << 20, &mem);
  if (HasFatalFailure()) return;
  {
    GraphExec x = instantiate(g.get());
    CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
    CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  }  // an executable graph keeps its memory mapped: gone, and trimmed, nothing is held
  CUDASEM_ASSERT_OK(cudaDeviceGraphMemTrim(0));
  unsigned long long high_before = 0, used_at_reset = 0, high_after = 0, zero = 0, nonzero = 12345;
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high_before));
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used_at_reset));
  CUDASEM_EXPECT_OK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high_after));
  const cudaError_t set_nonzero = cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &nonzero);
  cudasem::last_error(cudasem::LastError::clear);

  cudasem::measure("high_before_reset", high_before);
  cudasem::observe("used_mem_current_at_reset", used_at_reset);
  cudasem::observe("high_after_reset", high_after);
  cudasem::observe("set_nonzero_result", set_nonzero);
  CUDASEM_EXPECT_TRUE_NAMED("high_watermark.nonzero_before_reset", high_before > 0u);
  CUDASEM_EXPECT_TRUE_NAMED("high_watermark.at_most_used_after_reset", high_after <= used_at_reset)
      << "a reset watermark counts no more than the memory held now";
}
