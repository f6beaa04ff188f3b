// SPDX-License-Identifier: Apache-2.0
// After a graph's in-graph allocation was freed and the launch completed, cudaDeviceGraphMemTrim
// returns the cached memory: cudaGraphMemAttrReservedMemCurrent drops.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaDeviceGraphMemTrim, ReleasesUnusedReserve,
    {
        .api = {"cudaDeviceGraphMemTrim"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGraphMemTrim",
            .quote =
                "Blocks which are not in use by a graph that is either currently executing or scheduled to execute are freed back to the operating system."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node, then a node freeing it
  add_alloc_free_nodes(g.get(), 8 << 20, &mem);
  if (HasFatalFailure()) return;
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned long long before = 0, after = 0;
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &before));
  CUDASEM_ASSERT_OK(cudaDeviceGraphMemTrim(0));
  CUDASEM_EXPECT_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &after));

  cudasem::measure("reserved_before_trim", before);
  cudasem::measure("reserved_after_trim", after);
  CUDASEM_ASSERT_TRUE_NAMED("reserved.nonzero_before_trim", before > 0u)
      << "arrange: nothing reserved after the launch";
  CUDASEM_EXPECT_TRUE_NAMED("reserved.shrinks_on_trim", after < before);
}
