// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream and a fill kernel waits behind it: the copy into pinned
// memory must wait for both and bring the filled data.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpySync, DeviceToPinnedCompleteOnReturn, {
    .api = {"cudaMemcpy"},
    .cite = {.doc = "SYNC", .section = "Memcpy (Synchronous)",
             .quote = "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
}) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::DeviceBuffer<unsigned> device(kCount);
  cudasem::PinnedBuffer<unsigned> host(kCount);
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  for (std::size_t i = 0; i < kCount; ++i) host[i] = 0;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::size_t filled_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(nullptr, device.data(), kCount, 0xc0ffee));
    CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
    for (std::size_t i = 0; i < kCount; ++i)
      filled_at_return += static_cast<volatile unsigned&>(host[i]) == 0xc0ffee;
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("filled_at_return", filled_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
  EXPECT_EQ(filled_at_return, kCount);
}
