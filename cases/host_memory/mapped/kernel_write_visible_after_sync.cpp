// SPDX-License-Identifier: Apache-2.0
// Zero-copy: a kernel writes mapped pinned memory through its device pointer, which corresponds to
// the host buffer; once the host has synchronized with the kernel (as the Programming Guide asks of
// the application), the host reads every written value.
#include "cudasem/cudasem.h"

#include <cstdint>

CUDASEM_CASE(MappedMemory, KernelWriteVisibleAfterSync,
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
  for (std::size_t i = 0; i < n; ++i) host[i] = 0;
  void* device = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&device, host.data(), 0));

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, static_cast<unsigned*>(device), n, 7));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::size_t wrong = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (host[i] != 7 + i) ++wrong;
  CUDASEM_EXPECT_EQ_NAMED("wrong_elements", wrong, 0u);
}
