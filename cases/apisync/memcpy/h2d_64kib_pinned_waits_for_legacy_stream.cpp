// SPDX-License-Identifier: Apache-2.0
// SYNC side of the 64 KB disagreement (the PG side is apisync.pg64k.h2d_64kib_pinned_returns_early):
// a synchronous 64 KiB pinned copy cannot complete before the gate ahead of it in the legacy stream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy, H2D64KiBPinnedWaitsForLegacyStream, {
    .id = "apisync.memcpy.h2d_64kib_pinned_waits_for_legacy_stream",
    .cite = {.doc = "SYNC", .section = "Memcpy, Synchronous",
             .quote = "For transfers from pinned host memory to device memory, the function is synchronous with respect to the host.",
             .version = "13.0"},
}) {
  cudasem::PinnedBuffer<unsigned char> host(64 * 1024);
  cudasem::DeviceBuffer<unsigned char> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
