// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToArray with cudaMemcpyDefault from pageable host memory (on a system with unified
// addressing) copies 16 bytes into a zeroed 64x16 8-bit array at hOffset 7 rows and wOffset 30
// bytes, as cudaMemcpyHostToDevice would.
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyToArray, DefaultKindInfersDirection,
    {
        .api = {"cudaMemcpyToArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToArray",
            .quote =
                "Passing cudaMemcpyDefault is recommended, in which case the type of transfer is inferred from the pointer values. However, cudaMemcpyDefault is only allowed on systems that support unified virtual addressing."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  namespace a = cudasem::arrays;
  constexpr std::size_t kRow = 7, kColumn = 30, kCount = 16;
  const std::vector<unsigned char> zeros(a::kLegacyWidth * a::kLegacyRows, 0);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, zeros));
  const auto source = cudasem::make_matrix(kCount, kCount, 1, 41);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpyToArray(array.get(), kColumn, kRow, source.data(), kCount, cudaMemcpyDefault), cudaSuccess);

  const auto back = a::read_legacy_array(array.get());
  CUDASEM_EXPECT_EQ_NAMED(
      "array_bytes.mismatched", a::legacy_mismatches(back, zeros, source.data(), kRow, kColumn, kCount), 0u);
}
