// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecUpdate from a graph of the same shape whose kernel writes another value succeeds,
// reports cudaGraphExecUpdateSuccess, and the next launch writes the new value.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecUpdate, ParametersOnlySuccess,
    {
        .api = {"cudaGraphExecUpdate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecUpdate",
            .quote = "If the update succeeds, the result member will be set to cudaGraphExecUpdateSuccess."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g1 = make_graph(), g2 = make_graph();
  add_write_node(g1.get(), {add_empty_node(g1.get())}, d.data(), 1);
  add_write_node(g2.get(), {add_empty_node(g2.get())}, d.data(), 2);
  GraphExec x = instantiate(g1.get());
  cudaGraphExecUpdateResultInfo info{};
  info.result = cudaGraphExecUpdateError;
  CUDASEM_ASSERT_OK(cudaGraphExecUpdate(x.get(), g2.get(), &info));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data());
  CUDASEM_EXPECT_EQ_NAMED("update_result", info.result, cudaGraphExecUpdateSuccess);
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 2u);
}
