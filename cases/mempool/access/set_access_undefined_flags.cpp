// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemPoolSetAccess with a flags value outside cudaMemAccessFlags (2) for
// the owner device; records the result and the owner's access afterwards.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, SetAccessUndefinedFlags,
    {
        .api = {"cudaMemPoolSetAccess"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAccess",
            .quote = "Controls visibility of pools between devices"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::mempool::observe_owner_access_change("set_access", static_cast<cudaMemAccessFlags>(2));
}
