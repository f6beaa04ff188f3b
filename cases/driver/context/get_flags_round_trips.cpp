// SPDX-License-Identifier: Apache-2.0
// A context created with CU_CTX_SCHED_BLOCKING_SYNC reports that scheduling flag through
// cuCtxGetFlags while it is current.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetFlags, RoundTrips,
    {
        .api = {"cuCtxGetFlags"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetFlags",
            .quote = "Returns in *flags the flags of the current context."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context(CU_CTX_SCHED_BLOCKING_SYNC));
  unsigned flags = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetFlags(&flags));

  cudasem::observe("context_flags", flags);
  CUDASEM_EXPECT_EQ_NAMED(
      "context_flags.sched_mode", flags & CU_CTX_SCHED_MASK, static_cast<unsigned>(CU_CTX_SCHED_BLOCKING_SYNC));
}
