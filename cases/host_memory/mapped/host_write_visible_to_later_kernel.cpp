// SPDX-License-Identifier: Apache-2.0
// Zero-copy: host writes to mapped pinned memory made before a launch are read by that kernel.
#include "cudasem/cudasem.h"

#include <cstdint>
#include <vector>

CUDASEM_CASE(MappedMemory, HostWriteVisibleToLaterKernel,
    {
        .api = {"cudaHostGetDevicePointer"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.6.3. Mapped Memory",
            .quote =
                "the application must synchronize memory accesses using streams or events ... to avoid any potential read-after-write, write-after-read, or write-after-write hazards."},
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
  cudasem::observe("wrong_elements", static_cast<std::uint64_t>(wrong));
  EXPECT_EQ(wrong, 0u);
}
