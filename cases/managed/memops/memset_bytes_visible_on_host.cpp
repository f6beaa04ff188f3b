// SPDX-License-Identifier: Apache-2.0
// cudaMemset accepts a managed pointer: after synchronizing, the host reads the set bytes.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedMemoryOperations, MemsetBytesVisibleOnHost,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.2.2.5. Memcpy()/Memset() Behavior With Unified Memory",
            .quote = "cudaMemcpy*() and cudaMemset*() accept any unified memory pointer as arguments."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned char> buffer(1 << 20);
  ASSERT_NE(buffer.data(), nullptr);
  for (std::size_t i = 0; i < buffer.size(); ++i) buffer[i] = 0;

  CUDASEM_EXPECT_OK(cudaMemset(buffer.data(), 0x5a, buffer.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::size_t bad =
      m::mismatches(buffer.data(), buffer.size(), [](std::size_t) { return static_cast<unsigned char>(0x5a); });
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
