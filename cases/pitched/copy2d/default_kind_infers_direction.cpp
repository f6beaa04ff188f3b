// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D with cudaMemcpyDefault (unified addressing) infers H2D, D2D and D2H from the
// pointers: a matrix taken through all three arrives unchanged.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, DefaultKindInfersDirection,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2D",
            .quote =
                "Passing cudaMemcpyDefault is recommended, in which case the type of transfer is inferred from the pointer values."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  constexpr std::size_t kWidth = 120, kRows = 10;
  cudasem::PitchedAlloc a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(b, kWidth, kRows));
  auto source = cudasem::make_matrix(kWidth, kWidth, kRows, 13);
  std::vector<unsigned char> back(kWidth * kRows, 0);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2D(a.bytes(), a.pitch, source.data(), kWidth, kWidth, kRows, cudaMemcpyDefault), cudaSuccess);
  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2D(b.bytes(), b.pitch, a.bytes(), a.pitch, kWidth, kRows, cudaMemcpyDefault), cudaSuccess);
  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2D(back.data(), kWidth, b.bytes(), b.pitch, kWidth, kRows, cudaMemcpyDefault), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("roundtrip_bytes.match", back == source);
}
