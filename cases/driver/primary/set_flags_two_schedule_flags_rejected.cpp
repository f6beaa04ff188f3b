// SPDX-License-Identifier: Apache-2.0
// cuDevicePrimaryCtxSetFlags(CU_CTX_SCHED_SPIN | CU_CTX_SCHED_BLOCKING_SYNC): two scheduling
// flags at once must fail (with a documented code, recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxSetFlags, TwoScheduleFlagsRejected,
    {
        .api = {"cuDevicePrimaryCtxSetFlags"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxSetFlags",
            .quote = "Only one of the scheduling flags can be set when creating a context."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();

  CUDASEM_EXPECT_CU_FAILURE(
      drv.cuDevicePrimaryCtxSetFlags(cudasem::device0(), CU_CTX_SCHED_SPIN | CU_CTX_SCHED_BLOCKING_SYNC));
}
