// SPDX-License-Identifier: Apache-2.0
// A stream created with cuStreamCreateWithPriority at the greatest priority of
// cuCtxGetStreamPriorityRange: cuStreamGetPriority returns that priority.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetPriority, RoundTripsInRangePriority,
    {
        .api = {"cuStreamGetPriority"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetPriority",
            .quote =
                "Query the priority of a stream created using cuStreamCreate, cuStreamCreateWithPriority or cuGreenCtxStreamCreate and return the priority in priority."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetStreamPriorityRange(&least, &greatest));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreateWithPriority(stream.out(), CU_STREAM_NON_BLOCKING, greatest));
  int priority = least + 1;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetPriority(stream, &priority));

  CUDASEM_EXPECT_EQ_NAMED("priority_returned", priority, greatest);
}
