// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetSparseProperties of a sparse 1024x1024 8-bit array (cudaMallocArray with
// cudaArraySparse) succeeds with miptailFirstLevel 0; the tile extent is recorded.
#include "../arrays.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaArrayGetSparseProperties, MiptailFirstLevelZero,
    {
        .api = {"cudaArrayGetSparseProperties"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetSparseProperties",
            .quote = "Also, the returned value in cudaArraySparseProperties::miptailFirstLevel is always zero."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("sparseCudaArraySupported") >= 1},
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 1024, 1024, cudaArraySparse));
  cudaArraySparseProperties properties{};
  properties.miptailFirstLevel = 77;

  CUDASEM_ASSERT_OK(cudaArrayGetSparseProperties(&properties, array.get()));

  cudasem::environment("sparse_tile.extent", std::to_string(properties.tileExtent.width) + "x" +
                                                 std::to_string(properties.tileExtent.height) + "x" +
                                                 std::to_string(properties.tileExtent.depth));
  CUDASEM_EXPECT_EQ_NAMED("miptail_first_level", properties.miptailFirstLevel, 0u);
}
