// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2DToArray and cudaMemcpy2DFromArray with cudaMemcpyDefault (unified addressing)
// infer the direction from the host pointer: a matrix goes into an array and back unchanged.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DToArray, DefaultKindInfersDirection,
    {
        .api = {"cudaMemcpy2DToArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DToArray",
            .quote =
                "Passing cudaMemcpyDefault is recommended, in which case the type of transfer is inferred from the pointer values."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  constexpr std::size_t kW = 80, kH = 12;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  auto source = cudasem::make_matrix(kW, kW, kH, 79);
  std::vector<unsigned char> back(kW * kH, 0);

  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2DToArray(array.get(), 0, 0, source.data(), kW, kW, kH, cudaMemcpyDefault), cudaSuccess);
  CUDASEM_EXPECT_ERROR(
      cudaMemcpy2DFromArray(back.data(), kW, array.get(), 0, 0, kW, kH, cudaMemcpyDefault), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("roundtrip_bytes.match", back == source);
}
