// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToArray copies 20 bytes from host memory into a zeroed 64x16 8-bit array at
// hOffset 3 rows and wOffset 10 bytes: those 20 bytes hold the source, every other byte is
// still zero (the whole array is read back).
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyToArray, CopiesCountBytesAtOffset,
    {
        .api = {"cudaMemcpyToArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToArray",
            .quote =
                "Copies count bytes from the memory area pointed to by src to the CUDA array dst starting at hOffset rows and wOffset bytes from the upper left corner"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace a = cudasem::arrays;
  constexpr std::size_t kRow = 3, kColumn = 10, kCount = 20;
  const std::vector<unsigned char> zeros(a::kLegacyWidth * a::kLegacyRows, 0);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, zeros));
  const auto source = cudasem::make_matrix(kCount, kCount, 1, 17);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpyToArray(array.get(), kColumn, kRow, source.data(), kCount, cudaMemcpyHostToDevice), cudaSuccess);

  const auto back = a::read_legacy_array(array.get());
  CUDASEM_EXPECT_EQ_NAMED(
      "array_bytes.mismatched", a::legacy_mismatches(back, zeros, source.data(), kRow, kColumn, kCount), 0u);
}
