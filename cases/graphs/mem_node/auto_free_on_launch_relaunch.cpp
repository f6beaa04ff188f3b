// SPDX-License-Identifier: Apache-2.0
// With cudaGraphInstantiateFlagAutoFreeOnLaunch, a graph whose allocation is not freed in the graph
// can be relaunched (each launch frees the previous allocation first).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiate, AutoFreeOnLaunchAllowsRelaunch,
    {
        .api = {"cudaGraphInstantiate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiate",
            .quote =
                "cudaGraphInstantiateFlagAutoFreeOnLaunch, which configures a graph containing memory allocation nodes to automatically free any unfreed memory allocations before the graph is relaunched."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node (not freed in the graph)
  add_alloc_node(g.get(), 1 << 20, &mem);
  if (HasFatalFailure()) return;
  GraphExec x;
  CUDASEM_ASSERT_OK(cudaGraphInstantiate(x.out(), g.get(), cudaGraphInstantiateFlagAutoFreeOnLaunch));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudaError_t again = cudaGraphLaunch(x.get(), s);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_OK(cudaFreeAsync(mem.params.dptr, s));  // cleanup: the last launch's allocation
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_ERROR_OF(cudaGraphLaunch, again, cudaSuccess);  // recorded: the relaunch is the proof
}
