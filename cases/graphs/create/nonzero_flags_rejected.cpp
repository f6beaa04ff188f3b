// SPDX-License-Identifier: Apache-2.0
// cudaGraphCreate with flags other than 0 fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphCreate, NonzeroFlagsRejected,
    {
        .api = {"cudaGraphCreate"},
        .cite = {.doc = "RT", .section = "cudaGraphCreate", .quote = "Graph creation flags, must be 0"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaGraph_t raw = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphCreate(&raw, 1));
  cudasem::graphs::Graph g(raw);
}
