// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemPoolSetAccess with an empty descriptor list (NULL, count 0); records
// the result and that the owner keeps its access.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, SetAccessZeroDescriptors,
    {
        .api = {"cudaMemPoolSetAccess"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAccess",
            .quote = "Controls visibility of pools between devices"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);

  cudaError_t result = cudaMemPoolSetAccess(pool.get(), nullptr, 0);

  cudasem::observe("set_access_empty", result);
  cudasem::last_error(cudasem::LastError::clear);
  cudaMemLocation dev0 = device_location(0);
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  CUDASEM_EXPECT_OK(cudaMemPoolGetAccess(&flags, pool.get(), &dev0));
  cudasem::observe("owner_flags_after", static_cast<int>(flags));
}
