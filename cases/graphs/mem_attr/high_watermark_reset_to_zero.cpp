// SPDX-License-Identifier: Apache-2.0
// The used-memory high watermark can be reset to zero (and then reads no more than the current
// use, here nothing), but setting it to a nonzero value fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaDeviceSetGraphMemAttribute, HighWatermarkResetToZeroOnly,
    {
        .api = {"cudaDeviceSetGraphMemAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetGraphMemAttribute",
            .quote = "High watermark can only be reset to zero."},
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node, then a node freeing it
  add_alloc_free_nodes(g.get(), 2 << 20, &mem);
  if (HasFatalFailure()) return;
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned long long high_before = 0, high_after = 0, zero = 0, nonzero = 12345;
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high_before));
  CUDASEM_EXPECT_OK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high_after));
  CUDASEM_EXPECT_FAILURE(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &nonzero));

  cudasem::measure("high_before_reset", high_before);
  cudasem::observe("high_after_reset", high_after);
  EXPECT_GT(high_before, 0u);
  EXPECT_EQ(high_after, 0u);
}
