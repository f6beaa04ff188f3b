// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a synchronous 64 KiB pageable H2D copy queued behind it returns only
// after it: the return follows the gate's release at two release delays (100 ms and 1 s).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy, H2D64KiBPageableWaitsForLegacyStream, {
    .api = {"cudaMemcpy"},
    .cite = {.doc = "SYNC", .section = "Memcpy, Synchronous",
             .quote = "For transfers from pageable host memory to device memory, a stream sync is performed before the copy is initiated."},
}) {
  cudasem::PageableBuffer<unsigned char> host(64 * 1024);
  cudasem::DeviceBuffer<unsigned char> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto v = cudasem::call_waits_for_gate(nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice)); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  EXPECT_TRUE(v.waited) << "the call's return did not follow the legacy-stream gate's release at both delays";
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
