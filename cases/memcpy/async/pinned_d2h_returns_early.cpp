// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
// A gate holds the stream; the pinned copy behind it must return while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyAsync, DeviceToPinnedReturnsBeforeCopy, {
    .api = {"cudaMemcpyAsync"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "SYNC", .section = "Memcpy (Asynchronous)",
             .quote = "For all other transfers, the function should be fully asynchronous."},
}) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> pinned(kCount);
  cudasem::DeviceBuffer<unsigned> device(kCount);
  for (std::size_t i = 0; i < kCount; ++i) pinned[i] = 0;
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpyAsync(pinned.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
