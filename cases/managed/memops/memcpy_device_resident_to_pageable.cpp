// SPDX-License-Identifier: Apache-2.0
// Managed data written by a kernel (device resident) is copied into pageable host memory with
// cudaMemcpyDefault: the host buffer holds the kernel's values.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedMemoryOperations, MemcpyDeviceResidentToPageable,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.2.2.5. Memcpy()/Memset() Behavior With Unified Memory",
            .quote = "cudaMemcpy*() and cudaMemset*() accept any unified memory pointer as arguments."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kCount = 1 << 16;
  cudasem::ManagedBuffer<unsigned> source(kCount);
  cudasem::PageableBuffer<unsigned> host(kCount);
  ASSERT_NE(source.data(), nullptr);
  for (std::size_t i = 0; i < kCount; ++i) host[i] = 0;
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, source.data(), kCount, 77));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), source.data(), source.bytes(), cudaMemcpyDefault));

  std::size_t bad = m::mismatches(host.data(), kCount, [](std::size_t i) { return 77u + static_cast<unsigned>(i); });
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
