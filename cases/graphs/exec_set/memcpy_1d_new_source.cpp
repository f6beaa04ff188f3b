// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecMemcpyNodeSetParams1D gives the executable graph's copy a new source (same
// context, 1D): the next launch copies the new data.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaGraphExecMemcpyNodeSetParams1D, NewSource, {
    .id = "graphs.exec_set.memcpy_1d_new_source",
    .cite = {.doc = "RT", .section = "cudaGraphExecMemcpyNodeSetParams1D",
             .quote = "Updates the work represented by node in hGraphExec as though node had contained the given params at instantiation.",
             .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> a(16), b(16), dst(16);
  CUDASEM_ASSERT_OK(cudaMemset(a.data(), 0x01, a.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(b.data(), 0x02, b.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphNode_t c = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNode1D(&c, g.get(), nullptr, 0, dst.data(), a.data(), dst.bytes(), cudaMemcpyDeviceToDevice));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphExecMemcpyNodeSetParams1D(x.get(), c, dst.data(), b.data(), dst.bytes(), cudaMemcpyDeviceToDevice));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(dst.data() + 15);
  cudasem::observe("value", v);
  EXPECT_EQ(v, 0x02020202u);
}
