// SPDX-License-Identifier: Apache-2.0
// A conditional node's body graph filled by cudaStreamBeginCaptureToGraph: the captured kernel runs
// when the if node's handle defaults to 1.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamBeginCaptureToGraph, CaptureIntoConditionalBody, {
    .api = {"cudaStreamBeginCaptureToGraph"},
    .cite = {.doc = "RT", .section = "cudaStreamBeginCaptureToGraph",
             .quote = "Begins graph capture on a stream to an existing graph"},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking), cap(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), 1, cudaGraphCondAssignDefault));
  std::vector<cudaGraph_t> bodies;
  ASSERT_NE(add_conditional_node(g.get(), {}, handle, cudaGraphCondTypeIf, 1, bodies), nullptr);
  CUDASEM_ASSERT_OK(cudaStreamBeginCaptureToGraph(cap, bodies[0], nullptr, nullptr, 0, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(cap, d.data(), 0xb0d1));
  cudaGraph_t returned = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamEndCapture(cap, &returned));  // the body graph, owned by the node
  EXPECT_EQ(returned, bodies[0]);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data());
  cudasem::observe("body_written_value", v);
  EXPECT_EQ(v, 0xb0d1u);
}
