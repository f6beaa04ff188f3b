// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventBlockingSync, SynchronizeWaits, {
    .id = "events.blocking_sync.synchronize_waits",
    .cite = {.doc = "RT", .section = "cudaEventCreateWithFlags",
             .quote = "A host thread that uses cudaEventSynchronize() to wait on an event created with this flag "
                      "will block until the event actually completes.",
             .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaEvent_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaEventCreateWithFlags(&raw, cudaEventBlockingSync));

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudaEventRecord(raw, stream));
    CUDASEM_EXPECT_OK(cudaEventSynchronize(raw));
  });
  CUDASEM_EXPECT_OK(cudaEventDestroy(raw));

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
}
