// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetInfo accepts NULL for any of desc, extent and flags: with all three NULL and
// with each one alone non-NULL it succeeds.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetInfo, NullOutputsAllowed,
    {
        .api = {"cudaArrayGetInfo"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetInfo",
            .quote = "Any of *desc, *extent and *flags may be specified as NULL."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 8));
  cudaChannelFormatDesc desc{};
  cudaExtent extent{};
  unsigned flags = 0;

  CUDASEM_EXPECT_ERROR(cudaArrayGetInfo(nullptr, nullptr, nullptr, array.get()), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaArrayGetInfo(&desc, nullptr, nullptr, array.get()), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaArrayGetInfo(nullptr, &extent, nullptr, array.get()), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaArrayGetInfo(nullptr, nullptr, &flags, array.get()), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("desc.x_bits", desc.x, 8);
  CUDASEM_EXPECT_EQ_NAMED("extent.width_elements", extent.width, 64u);
}
