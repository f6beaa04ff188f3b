// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeGetDependentNodes of a kernel node whose one outgoing edge is programmatic
// (non-default edge data), asked with edgeData NULL: the call returns cudaErrorLossyQuery.
#include "../errors_edges.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphNodeGetDependentNodes, WithoutEdgeDataLossyQuery,
    {
        .api = {"cudaGraphNodeGetDependentNodes"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeGetDependentNodes",
            .quote = "Note that if an edge has non-zero (non-default) edge data and edgeData is NULL, this API will "
                     "return cudaErrorLossyQuery."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::Graph graph;
  cudaGraphNode_t first = nullptr, second = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::errors::make_programmatic_pair(graph, &first, &second));
  cudaGraphNode_t dependents[2] = {};
  std::size_t count = 2;

  CUDASEM_EXPECT_ERROR(cudaGraphNodeGetDependentNodes(first, dependents, nullptr, &count), cudaErrorLossyQuery);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaGraphDestroy(graph.abandon()));
}
