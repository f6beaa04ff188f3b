// SPDX-License-Identifier: Apache-2.0
// cudaGetChannelDesc on an array returns the channel descriptor it was allocated with
// (a 4 x 8-bit unsigned array and a 2 x 32-bit float array).
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetChannelDesc, MatchesAllocation,
    {
        .api = {"cudaGetChannelDesc"},
        .cite = {.doc = "RT",
            .section = "cudaGetChannelDesc",
            .quote = "Returns in *desc the channel descriptor of the CUDA array array."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaChannelFormatDesc wants[] = {cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned),
      cudaCreateChannelDesc(32, 32, 0, 0, cudaChannelFormatKindFloat)};

  for (const cudaChannelFormatDesc& want : wants) {
    cudasem::Array array;
    CUDASEM_ASSERT_OK(cudasem::malloc_array(array, want, 16, 16));
    cudaChannelFormatDesc got{};

    CUDASEM_EXPECT_ERROR(cudaGetChannelDesc(&got, array.get()), cudaSuccess);

    CUDASEM_EXPECT_EQ_NAMED("desc.x_bits", got.x, want.x);
    CUDASEM_EXPECT_EQ_NAMED("desc.y_bits", got.y, want.y);
    CUDASEM_EXPECT_EQ_NAMED("desc.z_bits", got.z, want.z);
    CUDASEM_EXPECT_EQ_NAMED("desc.w_bits", got.w, want.w);
    CUDASEM_EXPECT_EQ_NAMED("desc.format_kind", got.f, want.f);
  }
}
