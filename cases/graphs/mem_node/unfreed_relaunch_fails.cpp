// SPDX-License-Identifier: Apache-2.0
// A graph whose allocation is not freed in the graph: relaunching it while the allocation from the
// first launch is still unfreed (no auto-free flag) fails with cudaErrorInvalidValue.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphLaunch, UnfreedAllocationRelaunchFails,
    {
        .api = {"cudaGraphLaunch"},
        .cite = {.doc = "RT",
            .section = "cudaGraphLaunch",
            .quote =
                "If any allocations created by graphExec remain unfreed (from a previous launch) and graphExec was not instantiated with cudaGraphInstantiateFlagAutoFreeOnLaunch, the launch will fail with cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node (not freed in the graph)
  add_alloc_node(g.get(), 1 << 20, &mem);
  if (HasFatalFailure()) return;
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudaError_t again = cudaGraphLaunch(x.get(), s);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_OK(cudaFreeAsync(mem.params.dptr, s));  // cleanup
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_ERROR_OF(cudaGraphLaunch, again, cudaErrorInvalidValue);
}
