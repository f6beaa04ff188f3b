// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceSynchronize, WaitsForNonBlockingStream, {
    .id = "streams.device_synchronize.waits_for_nonblocking_stream",
    .cite = {.doc = "PG", .section = "6.2.8.5.3 Explicit Synchronization",
             .quote = "cudaDeviceSynchronize() waits until all preceding commands in all streams of all host "
                      "threads have completed.",
             .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto r = cudasem::call_behind_gate(stream, [] { CUDASEM_EXPECT_OK(cudaDeviceSynchronize()); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
}
