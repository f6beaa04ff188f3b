// SPDX-License-Identifier: Apache-2.0
// Setting cudaMemPoolAttrUsedMemHigh to a non-zero value is illegal: cudaMemPoolSetAttribute fails
// with one of its documented codes, and the watermark is unchanged.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, UsedMemHighSetNonZeroFails, {
    .api = {"cudaMemPoolSetAttribute"},
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "It is illegal to set this attribute to a non-zero value."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  const std::uint64_t before = get_u64(pool.get(), cudaMemPoolAttrUsedMemHigh);
  cuuint64_t value = 4 * kMiB;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolSetAttribute(pool.get(), cudaMemPoolAttrUsedMemHigh, &value));

  cudasem::last_error(cudasem::LastError::clear);
  const std::uint64_t after = get_u64(pool.get(), cudaMemPoolAttrUsedMemHigh);
  cudasem::observe("used_mem_high_before", static_cast<unsigned long long>(before));
  cudasem::observe("used_mem_high_after", static_cast<unsigned long long>(after));
  EXPECT_EQ(after, before);
}
