// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMemcpy, HostToHostCopy, {
    .id = "memcpy.kind.h2h_copy",
    .cite = {.doc = "RT", .section = "cudaMemcpy",
             .quote = "where kind specifies the direction of the copy, and must be one of cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault.",
             .version = "13.0"},
}) {
  constexpr std::size_t kCount = 1 << 16;
  std::vector<unsigned> source(kCount), destination(kCount, 0);
  for (std::size_t i = 0; i < kCount; ++i) source[i] = static_cast<unsigned>(3 * i + 1);

  cudaError_t result = cudaMemcpy(destination.data(), source.data(), kCount * sizeof(unsigned),
                                  cudaMemcpyHostToHost);

  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  EXPECT_EQ(destination, source);
}
