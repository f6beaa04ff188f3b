// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <cstdint>
#include <vector>

CUDASEM_CASE(CudaMalloc, AlignedToAtLeast256Bytes,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) Performance Guidelines, Device Memory Accesses",
            .quote =
                "returned by one of the memory allocation routines from the driver or runtime API is always aligned to at least 256 bytes."},
        .claim = cudasem::Claim::promise,
    }) {
  const std::size_t sizes[] = {1, 3, 17, 255, 257, 1000, 4097};
  std::vector<void*> pointers;

  for (std::size_t size : sizes) {
    void* p = nullptr;
    CUDASEM_EXPECT_OK(cudaMalloc(&p, size));
    pointers.push_back(p);
  }

  std::size_t misaligned = 0;
  for (void* p : pointers) misaligned += reinterpret_cast<std::uintptr_t>(p) % 256 != 0;
  CUDASEM_EXPECT_EQ_NAMED("misaligned_pointers", misaligned, 0u);
  for (void* p : pointers) CUDASEM_EXPECT_OK(cudaFree(p));
}
