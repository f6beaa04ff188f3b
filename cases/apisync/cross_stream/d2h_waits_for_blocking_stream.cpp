// SPDX-License-Identifier: Apache-2.0
// A gate holds a blocking stream; a D2H copy of an unrelated buffer (legacy stream) must wait for it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyCrossStream, D2HWaitsForBlockingStream, {
    .id = "apisync.cross_stream.d2h_waits_for_blocking_stream",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream.",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::PageableBuffer<unsigned> host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned>(i);

  auto r = cudasem::call_behind_gate(blocking, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device.data(), host.bytes(), cudaMemcpyDeviceToHost));
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
