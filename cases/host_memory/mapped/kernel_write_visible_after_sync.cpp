// SPDX-License-Identifier: Apache-2.0
// Zero-copy: a kernel writes mapped pinned memory through its device pointer; once the host
// has synchronized with the kernel, the host reads every written value.
#include "cudasem/cudasem.h"

#include <cstdint>

CUDASEM_CASE(MappedMemory, KernelWriteVisibleAfterSync,
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
  for (std::size_t i = 0; i < n; ++i) host[i] = 0;
  void* device = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&device, host.data(), 0));

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, static_cast<unsigned*>(device), n, 7));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::size_t wrong = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (host[i] != 7 + i) ++wrong;
  cudasem::observe("wrong_elements", static_cast<std::uint64_t>(wrong));
  EXPECT_EQ(wrong, 0u);
}
