// SPDX-License-Identifier: Apache-2.0
// cuDevicePrimaryCtxSetFlags(CU_CTX_SCHED_BLOCKING_SYNC) on the inactive primary context, then
// cuDevicePrimaryCtxGetState reports that scheduling flag.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxGetState, ReportsSetFlags,
    {
        .api = {"cuDevicePrimaryCtxGetState"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxGetState",
            .quote =
                "Returns in *flags the flags for the primary context of dev, and in *active whether it is active."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_BLOCKING_SYNC));
  unsigned flags = 0;
  int active = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active));

  cudasem::observe("primary_context_flags", flags);
  CUDASEM_EXPECT_EQ_NAMED(
      "primary_context_sched_flags", flags & CU_CTX_SCHED_MASK, static_cast<unsigned>(CU_CTX_SCHED_BLOCKING_SYNC));
  CUDASEM_EXPECT_EQ_NAMED("primary_context_active", active, 0);
}
