// SPDX-License-Identifier: Apache-2.0
// An allocation not freed in its graph is freed with cudaFreeAsync after the launch; the graph can
// then be launched again without the auto-free flag.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemAllocNode, FreeAsyncOutsideAllowsRelaunch,
    {
        .api = {"cudaGraphAddMemAllocNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemAllocNode",
            .quote =
                "Allocations which are not freed in the same graph can be freed by: - passing the allocation to cudaMemFreeAsync or cudaMemFree;"},
        .claim = cudasem::Claim::promise,
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
  CUDASEM_ASSERT_OK(cudaFreeAsync(mem.params.dptr, s));
  cudaError_t again = cudaGraphLaunch(x.get(), s);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  if (again == cudaSuccess) CUDASEM_EXPECT_OK(cudaFreeAsync(mem.params.dptr, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_ERROR_OF(cudaGraphLaunch, again, cudaSuccess);  // recorded: the relaunch is the proof
}
