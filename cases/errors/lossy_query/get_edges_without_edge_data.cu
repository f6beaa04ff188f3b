// SPDX-License-Identifier: Apache-2.0
// cudaGraphGetEdges of a graph whose one edge is programmatic (non-default edge data), asked for
// the endpoints with edgeData NULL: a lossy query, which returns cudaErrorLossyQuery.
#include "../errors_edges.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphGetEdges, WithoutEdgeDataLossyQuery,
    {
        .api = {"cudaGraphGetEdges"},
        .cite = {.doc = "RT",
            .section = "cudaGraphGetEdges",
            .quote = "Attempting a losst query via NULL edgeData will result in cudaErrorLossyQuery."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::Graph graph;
  cudaGraphNode_t first = nullptr, second = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::errors::make_programmatic_pair(graph, &first, &second));
  cudaGraphNode_t from[2] = {}, to[2] = {};
  std::size_t count = 2;

  CUDASEM_EXPECT_ERROR(cudaGraphGetEdges(graph, from, to, nullptr, &count), cudaErrorLossyQuery);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaGraphDestroy(graph.abandon()));
}
