// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpy2D from pageable memory to a pitched allocation
// synchronizes with the stream before copying: its return follows the gate's release at two
// release delays.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, PageableToDeviceWaitsForStream, {
    .api = {"cudaMemcpy2D"},
    .cite = {.doc = "SYNC", .section = "Memcpy (Synchronous)",
             .quote = "For transfers from pageable host memory to device memory, a stream sync is performed before the copy is initiated."},
}) {
  namespace p = cudasem_cases::pitched;
  constexpr std::size_t kWidth = 1000, kRows = 1024;
  p::PitchedAlloc device;
  CUDASEM_ASSERT_OK(p::malloc_pitch(device, kWidth, kRows));
  cudasem::PageableBuffer<unsigned char> host(kWidth * kRows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto v = cudasem::call_waits_for_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2D(device.bytes(), device.pitch, host.data(), kWidth, kWidth, kRows, cudaMemcpyHostToDevice));
  });

  cudasem::observe("waited_for_gate", v.waited);
  EXPECT_TRUE(v.waited);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
