// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAccess with a descriptor whose location type is cudaMemLocationTypeInvalid: the text names no
// error for it (characterization: records the code).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, SetAccessInvalidLocationTypeResultRecorded,
    {
        .api = {"cudaMemPoolSetAccess"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAccess",
            .quote = "Each descriptor instructs the access to enable for a single gpu"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemAccessDesc desc{};
  desc.location.type = cudaMemLocationTypeInvalid;
  desc.location.id = 0;
  desc.flags = cudaMemAccessFlagsProtReadWrite;

  // The text names no error for this input: the case records what the call returns.
  const cudaError_t result = cudaMemPoolSetAccess(pool.get(), &desc, 1);
  cudasem::observe("set_access_result", result);

  cudasem::last_error(cudasem::LastError::clear);
}
