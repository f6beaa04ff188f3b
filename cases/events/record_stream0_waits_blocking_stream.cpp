// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventRecord, Stream0WaitsBlockingStream, {
    .id = "events.record.stream0_waits_blocking_stream",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy "
                      "stream, and then all blocking streams wait on the legacy stream.",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Event event;
  cudasem::Gate gate;  // held until the release below
  gate.launch(blocking);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, cudaStream_t{}));

  const cudaError_t while_held = cudaEventQuery(event);
  gate.release();
  CUDASEM_ASSERT_OK(cudaEventSynchronize(event));
  const cudaError_t after = cudaEventQuery(event);

  CUDASEM_EXPECT_ERROR(while_held, cudaErrorNotReady);
  CUDASEM_EXPECT_ERROR(after, cudaSuccess);
}
