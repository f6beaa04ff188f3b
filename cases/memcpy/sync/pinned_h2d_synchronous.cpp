// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a pinned H2D copy queued behind it is synchronous with respect to
// the host: its return follows the gate's release at two release delays (100 ms and 1 s).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpySync, PinnedToDeviceIsSynchronous,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from pinned host memory to device memory, the function is synchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::PinnedBuffer<unsigned> host(kCount);
  cudasem::DeviceBuffer<unsigned> device(kCount);
  for (std::size_t i = 0; i < kCount; ++i) host[i] = static_cast<unsigned>(i);

  auto v = cudasem::call_waits_for_gate(nullptr,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice)); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", v.waited)
      << "the call's return did not follow the legacy-stream gate's release at both delays";
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
