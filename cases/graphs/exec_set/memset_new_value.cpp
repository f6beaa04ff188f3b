// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecMemsetNodeSetParams with a new value: the next launch sets the new value.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaGraphExecMemsetNodeSetParams, NewValue, {
    .id = "graphs.exec_set.memset_new_value",
    .cite = {.doc = "RT", .section = "cudaGraphExecMemsetNodeSetParams",
             .quote = "Updates the work represented by node in hGraphExec as though node had contained pNodeParams at instantiation.",
             .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(32);
  cudaMemsetParams mp{};
  mp.dst = d.data();
  mp.value = 1;
  mp.elementSize = 4;
  mp.width = 32;
  mp.height = 1;
  Graph g = make_graph();
  cudaGraphNode_t m = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g.get(), nullptr, 0, &mp));
  GraphExec x = instantiate(g.get());
  mp.value = 0x5150;
  CUDASEM_ASSERT_OK(cudaGraphExecMemsetNodeSetParams(x.get(), m, &mp));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data() + 31);
  cudasem::observe("value", v);
  EXPECT_EQ(v, 0x5150u);
}
