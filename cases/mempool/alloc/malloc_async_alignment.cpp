// SPDX-License-Identifier: Apache-2.0
// Characterization: the alignment of cudaMallocAsync pointers (the RT text promises none for
// stream-ordered allocations); records the largest power of two dividing each of several
// allocations of odd sizes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, Alignment,
    {
        .api = {"cudaMallocAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "A pointer to the allocated memory is returned immediately in *dptr."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  void* pointers[6] = {};
  const std::size_t sizes[6] = {1, 3, 255, 257, 4097, (1u << 20) + 1};
  std::uintptr_t combined = 0;

  for (int i = 0; i < 6; ++i) CUDASEM_ASSERT_OK(cudaMallocAsync(&pointers[i], sizes[i], s));

  for (int i = 0; i < 6; ++i) combined |= reinterpret_cast<std::uintptr_t>(pointers[i]);
  const std::uintptr_t alignment = combined & (~combined + 1);  // lowest set bit
  cudasem::measure("min_alignment", static_cast<unsigned long long>(alignment));
  for (void* p : pointers) CUDASEM_EXPECT_OK(cudaFreeAsync(p, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
