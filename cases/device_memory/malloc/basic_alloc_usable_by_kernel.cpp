// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMalloc, AllocationUsableByKernel,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc",
            .quote =
                "Allocates size bytes of linear memory on the device and returns in *devPtr a pointer to the allocated memory."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kCount = (1u << 20) / sizeof(unsigned);
  void* p = nullptr;
  std::vector<unsigned> host(kCount, 0);

  CUDASEM_ASSERT_OK(cudaMalloc(&p, kCount * sizeof(unsigned)));
  cudasem::observe("pointer_non_null", p != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("device_pointer.allocated", p != nullptr);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_iota(nullptr, static_cast<unsigned*>(p), kCount, 7));
  CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), p, kCount * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_OK(cudaFree(p));

  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < kCount; ++i) mismatches += host[i] != 7 + i;
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", mismatches, 0u);
}
