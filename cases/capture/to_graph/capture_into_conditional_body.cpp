// SPDX-License-Identifier: Apache-2.0
// A conditional node's body graph filled by cudaStreamBeginCaptureToGraph: the captured kernel runs
// when the if node's handle defaults to 1.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamBeginCaptureToGraph, CaptureIntoConditionalBody,
    {
        .api = {"cudaStreamBeginCaptureToGraph"},
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCaptureToGraph",
            .quote = "Begins graph capture on a stream to an existing graph"},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"memcheck",
            "under memcheck (compute-sanitizer 2025.3.1, driver 580) a conditional node's body fails with cudaErrorIllegalAddress and no memcheck finding, while the case passes without the tool"}},
    }) {
  using namespace cudasem::capture;
  cudasem::Stream s(cudaStreamNonBlocking), cap(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), 1, cudaGraphCondAssignDefault));
  cudaGraphNodeParams if_node{};
  if_node.type = cudaGraphNodeTypeConditional;
  if_node.conditional.handle = handle;
  if_node.conditional.type = cudaGraphCondTypeIf;
  if_node.conditional.size = 1;
  cudaGraphNode_t c = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddNode(&c, g.get(), nullptr, nullptr, 0, &if_node));
  cudaGraph_t body = if_node.conditional.phGraph_out[0];
  CUDASEM_ASSERT_OK(cudaStreamBeginCaptureToGraph(cap, body, nullptr, nullptr, 0, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(cap, d.data(), 0xb0d1));
  cudaGraph_t returned = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamEndCapture(cap, &returned));  // the body graph, owned by the node
  CUDASEM_EXPECT_TRUE_NAMED("returned_graph.is_body_graph", returned == body);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data());
  CUDASEM_EXPECT_EQ_NAMED("body_written_value", v, 0xb0d1u);
}
