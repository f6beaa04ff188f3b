// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMemcpy, DeviceToDeviceCopy,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy",
            .quote = "Copies count bytes from the memory area pointed to by src to the memory area pointed to by dst"},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::DeviceBuffer<unsigned> a(kCount), b(kCount);
  std::vector<unsigned> result(kCount, 0);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, a.data(), kCount, 100));
  CUDASEM_ASSERT_OK(cudaMemset(b.data(), 0, b.bytes()));

  CUDASEM_ASSERT_OK(cudaMemcpy(b.data(), a.data(), a.bytes(), cudaMemcpyDeviceToDevice));
  CUDASEM_ASSERT_OK(cudaMemcpy(result.data(), b.data(), b.bytes(), cudaMemcpyDeviceToHost));

  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < kCount; ++i) mismatches += result[i] != 100 + i;
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", mismatches, 0u);
}
