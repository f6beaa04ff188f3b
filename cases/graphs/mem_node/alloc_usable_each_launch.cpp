// SPDX-License-Identifier: Apache-2.0
// alloc node -> memset -> copy out -> free node: the allocation (at the address the node
// returned) is usable by the nodes between, at each of two launches; the address the node reports
// afterwards is unchanged.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemAllocNode, AllocUsableEachLaunch,
    {
        .api = {"cudaGraphAddMemAllocNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemAllocNode",
            .quote = "The allocation's address remains fixed across instantiations and launches."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  constexpr size_t kCount = 1024;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> host(kCount);
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(kCount * sizeof(unsigned));
  cudaGraphNode_t a = nullptr, m = nullptr, c = nullptr, f = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  cudaMemsetParams mp{};
  mp.dst = ap.dptr;
  mp.elementSize = 4;
  mp.width = kCount;
  mp.height = 1;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g.get(), &a, 1, &mp));
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&c, g.get(), &m, 1, host.data(), ap.dptr, host.bytes(), cudaMemcpyDefault));
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f, g.get(), &c, 1, ap.dptr));
  GraphExec x = instantiate(g.get());
  size_t good[2] = {};
  for (int launch = 0; launch < 2; ++launch) {
    mp.value = 0x100u + launch;
    for (size_t i = 0; i < kCount; ++i) host[i] = 0;
    CUDASEM_ASSERT_OK(cudaGraphExecMemsetNodeSetParams(x.get(), m, &mp));
    CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
    CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
    for (size_t i = 0; i < kCount; ++i) good[launch] += host[i] == 0x100u + launch;
  }
  cudaMemAllocNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphMemAllocNodeGetParams(a, &got));
  CUDASEM_EXPECT_TRUE_NAMED("alloc_node.address_round_trips", got.dptr == ap.dptr);
  CUDASEM_EXPECT_EQ_NAMED("good_launch_1", good[0], kCount);
  CUDASEM_EXPECT_EQ_NAMED("good_launch_2", good[1], kCount);
}
