// SPDX-License-Identifier: Apache-2.0
// SSYNC's side of the disagreement with PG (stream0_waits_nonblocking_stream_pg).
#include "cudasem/cudasem.h"

#include <thread>

CUDASEM_CASE(CudaEventRecord, Stream0IgnoresNonBlockingStreamSsync, {
    .id = "events.record.stream0_ignores_nonblocking_stream_ssync",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "Non-blocking streams which do not synchronize with the legacy stream can be created using "
                      "the cudaStreamNonBlocking flag",
             .version = "13.0"},
}) {
  cudasem::Stream non_blocking(cudaStreamNonBlocking);
  cudasem::Event event;
  cudasem::Gate gate;
  gate.launch(non_blocking);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, cudaStream_t{}));
  gate.arm_watchdog(cudasem::milliseconds(5000));  // a false failure needs the event to take 5 s

  cudaError_t query = cudaErrorNotReady;
  while (query == cudaErrorNotReady && !gate.released()) {
    query = cudaEventQuery(event);
    if (query == cudaErrorNotReady) std::this_thread::sleep_for(cudasem::milliseconds(1));
  }
  const bool completed_while_held = query == cudaSuccess && !gate.finished();
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("completed_while_gate_held", completed_while_held);
  CUDASEM_EXPECT_ERROR(query, cudaSuccess);
  EXPECT_TRUE(completed_while_held);
}
