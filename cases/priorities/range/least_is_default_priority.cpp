// SPDX-License-Identifier: Apache-2.0
// Whether the least priority is 0, the default priority (the docs name 0 the default but do
// not say where it lies in the range).
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriorityRange, LeastIsDefaultPriority, {
    .id = "priorities.range.least_is_default_priority",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaStreamCreateWithPriority",
             .quote = "'0' represents default priority.", .version = "13.0"},
}) {
  int least = 1000, greatest = 1000;

  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));

  cudasem::observe("least_is_zero", least == 0);
  cudasem::observe("least", least);
  cudasem::observe("greatest", greatest);
  cudasem::observe("levels", least - greatest + 1);
}
