// SPDX-License-Identifier: Apache-2.0
// Zero-copy: the device pointer corresponds to the mapped host buffer, so host writes made before a
// launch are read by that kernel through it (the launch orders the accesses, as the Programming
// Guide asks of the application).
#include "cudasem/cudasem.h"

#include <cstdint>
#include <vector>

CUDASEM_CASE(MappedMemory, HostWriteVisibleToLaterKernel,
    {
        .api = {"cudaHostGetDevicePointer"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetDevicePointer",
            .quote =
                "Passes back the device pointer corresponding to the mapped, pinned host buffer allocated by cudaHostAlloc() or registered by cudaHostRegister()."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  constexpr std::size_t n = 4096;
  cudasem::PinnedBuffer<unsigned> host(n, cudaHostAllocMapped);
  ASSERT_NE(host.data(), nullptr);
  cudasem::DeviceBuffer<unsigned> copy(n);
  void* device = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&device, host.data(), 0));
  for (std::size_t i = 0; i < n; ++i) host[i] = 1000 + static_cast<unsigned>(i);

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_copy(nullptr, copy.data(), static_cast<unsigned*>(device), n));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> seen(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(seen.data(), copy.data(), copy.bytes(), cudaMemcpyDeviceToHost));
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (seen[i] != 1000 + i) ++wrong;
  CUDASEM_EXPECT_EQ_NAMED("wrong_elements", wrong, 0u);
}
