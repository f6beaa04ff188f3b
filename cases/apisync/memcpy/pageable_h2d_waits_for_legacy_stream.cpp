// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a 4 MiB pageable H2D copy must not return before it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy, PageableH2DWaitsForLegacyStream, {
    .id = "apisync.memcpy.pageable_h2d_waits_for_legacy_stream",
    .cite = {.doc = "SYNC", .section = "Memcpy, Synchronous",
             .quote = "For transfers from pageable host memory to device memory, a stream sync is performed before the copy is initiated.",
             .version = "13.0"},
}) {
  cudasem::PageableBuffer<unsigned> host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned>(i);

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
