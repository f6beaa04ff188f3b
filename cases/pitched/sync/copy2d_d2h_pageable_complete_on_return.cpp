// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream and a fill kernel waits behind it; cudaMemcpy2D from the
// pitched allocation into pageable memory must wait for both and bring the filled bytes.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, DeviceToPageableCompleteOnReturn, {
    .api = {"cudaMemcpy2D"},
    .cite = {.doc = "SYNC", .section = "Memcpy (Synchronous)",
             .quote = "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
}) {
  namespace p = cudasem_cases::pitched;
  constexpr std::size_t kWidth = 1000, kRows = 256;
  p::PitchedAlloc device;
  CUDASEM_ASSERT_OK(p::malloc_pitch(device, kWidth, kRows));
  const std::size_t words = device.pitch * kRows / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaMemset(device.bytes(), 0, device.pitch * kRows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::PageableBuffer<unsigned char> host(kWidth * kRows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;
  std::size_t filled_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(nullptr, reinterpret_cast<unsigned*>(device.bytes()), words, 0x5d5d5d5du));
    CUDASEM_EXPECT_OK(cudaMemcpy2D(host.data(), kWidth, device.bytes(), device.pitch, kWidth, kRows, cudaMemcpyDeviceToHost));
    filled_at_return = p::count_value(host.data(), kWidth, kWidth, kRows, 0x5d);
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("filled_at_return", filled_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
  EXPECT_EQ(filled_at_return, kWidth * kRows);
}
