// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAttribute(cudaMemPoolReuseAllowOpportunistic) takes effect: 0 then 1 read back
// as set.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReusePolicyRoundTrip,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Allow reuse of already completed frees when there is no dependency between the free and allocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);

  CUDASEM_ASSERT_OK(set_int(pool.get(), cudaMemPoolReuseAllowOpportunistic, 0));
  const int disabled = get_int(pool.get(), cudaMemPoolReuseAllowOpportunistic);
  CUDASEM_ASSERT_OK(set_int(pool.get(), cudaMemPoolReuseAllowOpportunistic, 1));
  const int enabled = get_int(pool.get(), cudaMemPoolReuseAllowOpportunistic);

  CUDASEM_EXPECT_EQ_NAMED("after_set_0", disabled, 0);
  CUDASEM_EXPECT_EQ_NAMED("after_set_1", enabled, 1);
}
