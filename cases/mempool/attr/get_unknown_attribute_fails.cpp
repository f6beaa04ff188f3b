// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolGetAttribute with an attribute outside its supported list (enum value 0x7f): what it
// returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, GetUnknownAttributeFails,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMemPoolGetAttribute", .quote = "Supported attributes are:"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemPool_t pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&pool, 0));
  cuuint64_t value = 0;

  cudasem::observe(
      "cudaMemPoolGetAttribute_result", cudaMemPoolGetAttribute(pool, static_cast<cudaMemPoolAttr>(0x7f), &value));

  cudasem::last_error(cudasem::LastError::clear);
}
