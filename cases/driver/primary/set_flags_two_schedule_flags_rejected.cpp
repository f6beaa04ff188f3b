// SPDX-License-Identifier: Apache-2.0
// Characterization: cuDevicePrimaryCtxSetFlags(CU_CTX_SCHED_SPIN | CU_CTX_SCHED_BLOCKING_SYNC): two
// scheduling flags at once is called; the text names no outcome for it, and the code is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxSetFlags, TwoScheduleFlagsRejected,
    {
        .api = {"cuDevicePrimaryCtxSetFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxSetFlags",
            .quote = "Only one of the scheduling flags can be set when creating a context."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();

  cudasem::observe("set_flags_two_schedule_flags_result",
      drv.cuDevicePrimaryCtxSetFlags(cudasem::device0(), CU_CTX_SCHED_SPIN | CU_CTX_SCHED_BLOCKING_SYNC));
}
