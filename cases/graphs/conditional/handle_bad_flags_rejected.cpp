// SPDX-License-Identifier: Apache-2.0
// cudaGraphConditionalHandleCreate with flags other than 0 or cudaGraphCondAssignDefault: what it
// returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphConditionalHandleCreate, BadFlagsRejected,
    {
        .api = {"cudaGraphConditionalHandleCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalHandleCreate",
            .quote = "Currently must be cudaGraphCondAssignDefault or 0."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  cudasem::observe(
      "cudaGraphConditionalHandleCreate_result", cudaGraphConditionalHandleCreate(&handle, g.get(), 0, 0x80));
}
