// SPDX-License-Identifier: Apache-2.0
// cudaGraphConditionalHandleCreate with flags other than 0 or cudaGraphCondAssignDefault fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphConditionalHandleCreate, BadFlagsRejected,
    {
        .api = {"cudaGraphConditionalHandleCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalHandleCreate",
            .quote = "Currently must be cudaGraphCondAssignDefault or 0."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_EXPECT_FAILURE(cudaGraphConditionalHandleCreate(&handle, g.get(), 0, 0x80));
}
