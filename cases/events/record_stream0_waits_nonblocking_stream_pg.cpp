// SPDX-License-Identifier: Apache-2.0
// PG's "all streams" includes non-blocking ones; SSYNC disagrees (stream0_ignores_nonblocking_stream_ssync).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventRecord, Stream0WaitsNonBlockingStreamPg, {
    .id = "events.record.stream0_waits_nonblocking_stream_pg",
    .cite = {.doc = "PG", .section = "6.2.8.8 Events",
             .quote = "Events in stream zero are completed after all preceding tasks and commands in all streams "
                      "are completed.",
             .version = "13.0"},
}) {
  cudasem::Stream non_blocking(cudaStreamNonBlocking);
  cudasem::Event event;
  cudasem::Gate gate;  // held until the release below
  gate.launch(non_blocking);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, cudaStream_t{}));

  const cudaError_t while_held = cudaEventQuery(event);
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_ERROR(while_held, cudaErrorNotReady);
}
