// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAttribute with an attribute outside its supported list (enum value 0x7f) fails
// with one of its documented codes.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, SetUnknownAttributeFails, {
    .api = {"cudaMemPoolSetAttribute"},
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "Supported attributes are:"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cuuint64_t value = 0;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolSetAttribute(pool.get(), static_cast<cudaMemPoolAttr>(0x7f), &value));

  cudasem::last_error(cudasem::LastError::clear);
}
