// SPDX-License-Identifier: Apache-2.0
// cuCtxGetStreamPriorityRange on a device with stream priorities: the greatest priority is a
// lower number than the least (a range, not a single value).
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetStreamPriorityRange, Ordered, {
    .id = "driver.context.stream_priority_range_ordered",
    .cite = {.doc = "DRV", .section = "cuCtxGetStreamPriorityRange",
             .quote = "Stream priorities follow a convention where lower numbers imply greater priorities.",
             .version = "13.0"},
    .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::Context ctx(drvcase::create_context());
  int least = 0, greatest = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetStreamPriorityRange(&least, &greatest));

  cudasem::observe("least", least);
  cudasem::observe("greatest", greatest);
  EXPECT_LT(greatest, least);
}
