// SPDX-License-Identifier: Apache-2.0
// cuCtxGetStreamPriorityRange on a device with stream priorities: the greatest priority is a
// lower number than the least (a range, not a single value).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetStreamPriorityRange, Ordered,
    {
        .api = {"cuCtxGetStreamPriorityRange"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetStreamPriorityRange",
            .quote = "Stream priorities follow a convention where lower numbers imply greater priorities."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  int least = 0, greatest = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetStreamPriorityRange(&least, &greatest));

  cudasem::environment("least_priority", least);
  cudasem::environment("greatest_priority", greatest);
  CUDASEM_EXPECT_TRUE_NAMED("greatest_priority_below_least", greatest < least);
}
