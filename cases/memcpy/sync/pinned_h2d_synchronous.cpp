// SPDX-License-Identifier: Apache-2.0
// Synchronous with the host: the copy, ordered behind a gate in the legacy stream, has
// to wait for the gate before it can complete and return.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpySync, PinnedToDeviceIsSynchronous, {
    .id = "memcpy.sync.pinned_h2d_synchronous",
    .cite = {.doc = "SYNC", .section = "Memcpy (Synchronous)",
             .quote = "For transfers from pinned host memory to device memory, the function is synchronous with respect to the host.",
             .version = "13.0"},
}) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::PinnedBuffer<unsigned> host(kCount);
  cudasem::DeviceBuffer<unsigned> device(kCount);
  for (std::size_t i = 0; i < kCount; ++i) host[i] = static_cast<unsigned>(i);

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
}
