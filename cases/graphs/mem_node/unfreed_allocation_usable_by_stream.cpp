// SPDX-License-Identifier: Apache-2.0
// An allocation not freed in its graph stays usable by stream work ordered after the launch: the
// graph fills it (memset node); a later stream copy reads the filled values.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemAllocNode, UnfreedAllocationUsableByStream,
    {
        .api = {"cudaGraphAddMemAllocNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemAllocNode",
            .quote =
                "If the allocation is not freed in the same graph, then it can be accessed not only by nodes in the graph which are ordered after the allocation node, but also by stream operations ordered after the graph's execution but before the allocation is freed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  constexpr size_t kCount = 1024;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> host(kCount);
  for (size_t i = 0; i < kCount; ++i) host[i] = 0;
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(kCount * sizeof(unsigned));
  cudaGraphNode_t a = nullptr, m = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  cudaMemsetParams mp{};
  mp.dst = ap.dptr;
  mp.value = 0x2468;
  mp.elementSize = 4;
  mp.width = kCount;
  mp.height = 1;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g.get(), &a, 1, &mp));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_EXPECT_OK(cudaMemcpyAsync(host.data(), ap.dptr, host.bytes(), cudaMemcpyDeviceToHost, s));
  CUDASEM_EXPECT_OK(cudaFreeAsync(ap.dptr, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  size_t good = 0;
  for (size_t i = 0; i < kCount; ++i) good += host[i] == 0x2468;
  CUDASEM_EXPECT_EQ_NAMED("filled_elements", good, kCount);
}
