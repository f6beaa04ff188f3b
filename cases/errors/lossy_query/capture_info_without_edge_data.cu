// SPDX-License-Identifier: Apache-2.0
// A stream capturing into an existing graph (cudaStreamBeginCaptureToGraph) after a kernel node,
// through a programmatic edge (non-default edge data): cudaStreamGetCaptureInfo asked for the
// dependencies with edgeData_out NULL returns cudaErrorLossyQuery.
#include "../errors_edges.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetCaptureInfo, WithoutEdgeDataLossyQuery,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote = "If dependencies_out is non-NULL and edgeData_out is NULL, but there is non-zero edge data for "
                     "one or more of the current stream dependencies, the call will return cudaErrorLossyQuery."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::Graph graph;
  CUDASEM_ASSERT_OK(cudaGraphCreate(graph.out(), 0));
  cudaGraphNode_t first = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::errors::add_edge_kernel_node(graph, &first));
  cudasem::Stream stream(cudaStreamNonBlocking);
  const cudaGraphEdgeData edge = cudasem::errors::programmatic_edge();
  CUDASEM_ASSERT_OK(cudaStreamBeginCaptureToGraph(stream, graph, &first, &edge, 1, cudaStreamCaptureModeRelaxed));
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  const cudaGraphNode_t* dependencies = nullptr;
  std::size_t count = 0;

  CUDASEM_EXPECT_ERROR(
      cudaStreamGetCaptureInfo(stream, &status, nullptr, nullptr, &dependencies, nullptr, &count), cudaErrorLossyQuery);

  cudasem::last_error(cudasem::LastError::clear);
  cudaGraph_t captured = nullptr;  // the graph itself; what ending the capture returns is recorded
  CUDASEM_RECORD_CODE(cudaStreamEndCapture(stream, &captured));
  CUDASEM_EXPECT_OK(cudaGraphDestroy(graph.abandon()));
}
