// SPDX-License-Identifier: Apache-2.0
// cuStreamSetAttribute(CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, CU_SYNC_POLICY_SPIN) on a
// stream, then cuStreamGetAttribute of the same attribute returns CU_SYNC_POLICY_SPIN.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetAttribute, SyncPolicyRoundTrips,
    {
        .api = {"cuStreamSetAttribute", "cuStreamGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetAttribute",
            .quote = "Queries attribute attr from hStream and stores it in corresponding member of value_out."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUstreamAttrValue set{};
  set.syncPolicy = CU_SYNC_POLICY_SPIN;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSetAttribute(stream, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &set));
  CUstreamAttrValue got{};
  got.syncPolicy = CU_SYNC_POLICY_AUTO;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetAttribute(stream, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &got));

  CUDASEM_EXPECT_EQ_NAMED("sync_policy_returned", got.syncPolicy, CU_SYNC_POLICY_SPIN);
}
