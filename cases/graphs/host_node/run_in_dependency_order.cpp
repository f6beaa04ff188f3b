// SPDX-License-Identifier: Apache-2.0
// Host nodes chained by edges run in dependency order (added in reverse so that insertion order
// cannot explain it).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddHostNode, RunInDependencyOrder,
    {
        .api = {"cudaGraphAddDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddDependencies",
            .quote = "Elements in pFrom and pTo at corresponding indices define a dependency."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  HostLog log;
  HostTag t1{&log, 1}, t2{&log, 2}, t3{&log, 3};
  cudaHostNodeParams p1 = t1.params(), p2 = t2.params(), p3 = t3.params();
  Graph g = make_graph();
  cudaGraphNode_t n3 = nullptr, n2 = nullptr, n1 = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&n3, g.get(), nullptr, 0, &p3));
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&n2, g.get(), nullptr, 0, &p2));
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&n1, g.get(), nullptr, 0, &p1));
  cudaGraphNode_t from[] = {n1, n2}, to[] = {n2, n3};
  CUDASEM_ASSERT_OK(cudaGraphAddDependencies(g.get(), from, to, nullptr, 2));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("host_call_order",
      std::to_string(log.tags[0]) + "," + std::to_string(log.tags[1]) + "," + std::to_string(log.tags[2]));
  CUDASEM_ASSERT_EQ_NAMED("host_calls", log.count.load(), 3);
  CUDASEM_EXPECT_EQ_NAMED("first_call.tag", log.tags[0], 1);
  CUDASEM_EXPECT_EQ_NAMED("second_call.tag", log.tags[1], 2);
  CUDASEM_EXPECT_EQ_NAMED("third_call.tag", log.tags[2], 3);
}
