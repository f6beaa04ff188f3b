// SPDX-License-Identifier: Apache-2.0
// The source stream's synchronization policy is set to CU_SYNC_POLICY_SPIN and its attributes are
// copied to a second stream of the same context: the destination's policy must then read
// CU_SYNC_POLICY_SPIN.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamCopyAttributes, CopiesSyncPolicy,
    {
        .api = {"cuStreamCopyAttributes"},
        .cite = {.doc = "DRV",
            .section = "cuStreamCopyAttributes",
            .quote = "Copies attributes from source stream src to destination stream dst."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream src;
  cudasem::DrvStream dst;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(src.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(dst.out(), CU_STREAM_NON_BLOCKING));
  CUstreamAttrValue set{};
  set.syncPolicy = CU_SYNC_POLICY_SPIN;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSetAttribute(src, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &set));
  CUstreamAttrValue before{};
  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetAttribute(dst, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &before));

  CUDASEM_ASSERT_CU_OK(drv.cuStreamCopyAttributes(dst, src));

  CUstreamAttrValue after{};
  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetAttribute(dst, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &after));
  cudasem::measure("destination_policy_before_copy", static_cast<std::int64_t>(before.syncPolicy));
  CUDASEM_EXPECT_EQ_NAMED("destination_policy_after_copy", after.syncPolicy, CU_SYNC_POLICY_SPIN);
}
