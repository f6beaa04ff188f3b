// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemPoolSetAccess asking to remove the owner device's own access
// (cudaMemAccessFlagsProtNone); records the result and the owner's access afterwards.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, RevokeOwnerAccess, {
    .api = {"cudaMemPoolSetAccess"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAccess",
             .quote = "Controls visibility of pools between devices"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemAccessDesc desc{};
  desc.location = device_location(0);
  desc.flags = cudaMemAccessFlagsProtNone;

  cudaError_t result = cudaMemPoolSetAccess(pool.get(), &desc, 1);

  cudasem::observe("set_access_none", cudasem::error_text(result));
  cudasem::last_error(cudasem::LastError::clear);
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  CUDASEM_EXPECT_OK(cudaMemPoolGetAccess(&flags, pool.get(), &desc.location));
  cudasem::observe("owner_flags_after", static_cast<int>(flags));
}
