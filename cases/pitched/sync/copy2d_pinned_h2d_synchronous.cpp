// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpy2D from pinned memory to a pitched allocation is
// synchronous with the host: its return follows the gate's release at two release delays.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, PinnedToDeviceIsSynchronous, {
    .api = {"cudaMemcpy2D"},
    .cite = {.doc = "SYNC", .section = "Memcpy (Synchronous)",
             .quote = "For transfers from pinned host memory to device memory, the function is synchronous with respect to the host."},
}) {
  namespace p = cudasem_cases::pitched;
  constexpr std::size_t kWidth = 1000, kRows = 256;
  p::PitchedAlloc device;
  CUDASEM_ASSERT_OK(p::malloc_pitch(device, kWidth, kRows));
  cudasem::PinnedBuffer<unsigned char> host(kWidth * kRows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto v = cudasem::call_waits_for_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2D(device.bytes(), device.pitch, host.data(), kWidth, kWidth, kRows, cudaMemcpyHostToDevice));
  });

  cudasem::observe("waited_for_gate", v.waited);
  EXPECT_TRUE(v.waited);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
