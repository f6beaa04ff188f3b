// SPDX-License-Identifier: Apache-2.0
// A stream made with cuStreamCreate (no priority given) has the default priority:
// cuStreamGetPriority returns 0.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamCreateWithPriority, DefaultPriorityIsZero,
    {
        .api = {"cuStreamCreate", "cuStreamGetPriority"},
        .cite = {.doc = "DRV", .section = "cuStreamCreateWithPriority", .quote = "'0' represents default priority."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_DEFAULT));
  int priority = -12345;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetPriority(stream, &priority));

  CUDASEM_EXPECT_EQ_NAMED("priority_returned", priority, 0);
}
