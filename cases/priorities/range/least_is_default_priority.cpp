// SPDX-License-Identifier: Apache-2.0
// Whether the least priority is 0, the default priority (the docs name 0 the default but do
// not say where it lies in the range).
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriorityRange, LeastIsDefaultPriority,
    {
        .api = {"cudaDeviceGetStreamPriorityRange"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaStreamCreateWithPriority", .quote = "'0' represents default priority."},
        .claim = cudasem::Claim::hedge,
    }) {
  int least = 1000, greatest = 1000;

  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));

  cudasem::observe("least_is_zero", least == 0);
  cudasem::environment("least_priority", least);
  cudasem::environment("greatest_priority", greatest);
  cudasem::environment("priority_levels", least - greatest + 1);
}
