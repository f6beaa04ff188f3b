// SPDX-License-Identifier: Apache-2.0
// A context created with CU_CTX_SCHED_SPIN, then cuCtxSetFlags(CU_CTX_SCHED_BLOCKING_SYNC): cuCtxGetFlags
// reports CU_CTX_SCHED_BLOCKING_SYNC as its scheduling flag (the earlier one is overwritten).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxSetFlags, OverwritesSchedFlags,
    {
        .api = {"cuCtxSetFlags"},
        .cite = {.doc = "DRV",
            .section = "cuCtxSetFlags",
            .quote = "Sets the flags for the current context overwriting previously set ones."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context(CU_CTX_SCHED_SPIN));
  ASSERT_NE(ctx.get(), nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetFlags(CU_CTX_SCHED_BLOCKING_SYNC));

  unsigned flags = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetFlags(&flags));
  CUDASEM_EXPECT_EQ_NAMED(
      "sched_flags_after_set", flags & CU_CTX_SCHED_MASK, static_cast<unsigned>(CU_CTX_SCHED_BLOCKING_SYNC));
}
