// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyFromArray copies 20 bytes of a 64x16 8-bit array, from hOffset 3 rows and wOffset 10
// bytes, to host memory: the 20 bytes equal the array's bytes there and the host bytes after them
// are unchanged.
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyFromArray, CopiesCountBytesFromOffset,
    {
        .api = {"cudaMemcpyFromArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromArray",
            .quote =
                "Copies count bytes from the CUDA array src starting at hOffset rows and wOffset bytes from the upper left corner to the memory area pointed to by dst"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace a = cudasem::arrays;
  constexpr std::size_t kRow = 3, kColumn = 10, kCount = 20, kGuard = 8;
  const auto contents = cudasem::make_matrix(a::kLegacyWidth, a::kLegacyWidth, a::kLegacyRows, 23);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, contents));
  std::vector<unsigned char> host(kCount + kGuard, 0xee);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpyFromArray(host.data(), array.get(), kColumn, kRow, kCount, cudaMemcpyDeviceToHost), cudaSuccess);

  std::size_t copied = 0, guard_intact = 0;
  for (std::size_t i = 0; i < kCount; ++i) copied += host[i] == contents[kRow * a::kLegacyWidth + kColumn + i];
  for (std::size_t i = kCount; i < host.size(); ++i) guard_intact += host[i] == 0xee;
  CUDASEM_EXPECT_EQ_NAMED("copied_bytes_matching", copied, kCount);
  CUDASEM_EXPECT_EQ_NAMED("guard_bytes_intact", guard_intact, kGuard);
}
