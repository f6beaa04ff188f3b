// SPDX-License-Identifier: Apache-2.0
// On a device with concurrentManagedAccess, a cudaMemAttachHost allocation is used by a kernel
// without any cudaStreamAttachMemAsync: the kernel's writes reach the host after synchronization.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManagedFlags, AttachHostKernelAccessWithConcurrentAccess,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.3.1. Unified memory on devices with only CUDA Managed Memory support",
            .quote =
                "For devices with compute capability 6.x or higher but without pageable memory access, CUDA Managed Memory is fully supported and coherent."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
        .sanitizer_limits = {{"memcheck",
            "memcheck (2025.3.1) reports the kernel's writes inside the case's 16 KiB cudaMemAttachHost managed allocation, from its 8 KiB offset on, as out of bounds (the device has concurrentManagedAccess, so the access is valid), and the kernel is stopped"}},
    }) {
  constexpr std::size_t kCount = 4096;
  cudasem::ManagedBuffer<unsigned> buffer(kCount, cudaMemAttachHost);
  ASSERT_NE(buffer.data(), nullptr);
  for (std::size_t i = 0; i < kCount; ++i) buffer[i] = 0;

  CUDASEM_EXPECT_OK(cudasem::kernels::launch_iota(nullptr, buffer.data(), kCount, 500));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  std::size_t bad = cudasem::managed::mismatches(
      buffer.data(), kCount, [](std::size_t i) { return 500u + static_cast<unsigned>(i); });
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
