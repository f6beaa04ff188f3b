// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolGetAttribute with an attribute outside its supported list (enum value 0x7f) fails
// with one of its documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, GetUnknownAttributeFails,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT", .section = "cudaMemPoolGetAttribute", .quote = "Supported attributes are:"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemPool_t pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&pool, 0));
  cuuint64_t value = 0;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolGetAttribute(pool, static_cast<cudaMemPoolAttr>(0x7f), &value));

  cudasem::last_error(cudasem::LastError::clear);
}
