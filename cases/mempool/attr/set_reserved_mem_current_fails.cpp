// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolAttrReservedMemCurrent is not among the attributes cudaMemPoolSetAttribute supports (it is
// read-only): setting it fails with one of the function's documented codes.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, SetReservedMemCurrentFails, {
    .api = {"cudaMemPoolSetAttribute"},
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "Supported attributes are:"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cuuint64_t value = 0;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolSetAttribute(pool.get(), cudaMemPoolAttrReservedMemCurrent, &value));

  cudasem::last_error(cudasem::LastError::clear);
}
