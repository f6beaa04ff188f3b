// SPDX-License-Identifier: Apache-2.0
// A gate holds a blocking stream; a synchronous memset into pinned memory (legacy stream)
// must wait for it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemsetCrossStream, PinnedTargetWaitsForBlockingStream, {
    .id = "apisync.memset.pinned_target_waits_for_blocking_stream",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream.",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::PinnedBuffer<unsigned char> pinned(4096);
  for (std::size_t i = 0; i < pinned.size(); ++i) pinned[i] = 0;

  auto r = cudasem::call_behind_gate(blocking, [&] {
    CUDASEM_EXPECT_OK(cudaMemset(pinned.data(), 0x77, pinned.bytes()));
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
