// SPDX-License-Identifier: Apache-2.0
// The host writes the first half, a kernel copies it into the second half, the host reads
// the second half after synchronizing.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManaged, ReachableFromHostAndKernel,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "RT",
            .section = "cudaMallocManaged",
            .quote = "The pointer is valid on the CPU and on all GPUs in the system that support managed memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  constexpr std::size_t kCount = 1024;
  void* allocation = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocManaged(&allocation, 2 * kCount * sizeof(unsigned)));
  auto* managed = static_cast<unsigned*>(allocation);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  for (std::size_t i = 0; i < kCount; ++i) {
    managed[i] = static_cast<unsigned>(i * 7 + 1);
    managed[kCount + i] = 0;
  }

  CUDASEM_EXPECT_OK(cudasem::kernels::launch_copy(nullptr, managed + kCount, managed, kCount));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < kCount; ++i) mismatches += managed[kCount + i] != i * 7 + 1;
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", mismatches, 0u);
  CUDASEM_EXPECT_OK(cudaFree(managed));
}
