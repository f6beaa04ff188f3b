// SPDX-License-Identifier: Apache-2.0
// cudaStreamUpdateCaptureDependencies on a stream that is not capturing returns
// cudaErrorIllegalState.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

CUDASEM_CASE(CudaStreamUpdateCaptureDependencies, NotCapturingIllegalState,
    {
        .api = {"cudaStreamUpdateCaptureDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaStreamUpdateCaptureDependencies",
            .quote = "Returns cudaErrorIllegalState if the stream is not capturing."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Graph g = cudasem::make_graph();
  cudaGraphNode_t e = cudasem::add_empty_node(g.get());
  CUDASEM_EXPECT_ERROR(
      cudaStreamUpdateCaptureDependencies(s, &e, nullptr, 1, cudaStreamSetCaptureDependencies), cudaErrorIllegalState);
}
