// SPDX-License-Identifier: Apache-2.0
// cudaGraphConditionalHandleCreate with flags other than 0 or cudaGraphCondAssignDefault fails.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaGraphConditionalHandleCreate, BadFlagsRejected, {
    .id = "graphs.conditional.handle_bad_flags_rejected",
    .cite = {.doc = "RT", .section = "cudaGraphConditionalHandleCreate",
             .quote = "Currently must be cudaGraphCondAssignDefault or 0.", .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_EXPECT_FAILURE(cudaGraphConditionalHandleCreate(&handle, g.get(), 0, 0x80));
}
