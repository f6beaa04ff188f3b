// SPDX-License-Identifier: Apache-2.0
// cudaGraphCreate with flags other than 0: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphCreate, NonzeroFlagsRejected,
    {
        .api = {"cudaGraphCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaGraphCreate", .quote = "Graph creation flags, must be 0"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudaGraph_t raw = nullptr;
  cudasem::observe("cudaGraphCreate_result", cudaGraphCreate(&raw, 1));
  cudasem::graphs::Graph g(raw);
}
