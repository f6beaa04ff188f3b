// SPDX-License-Identifier: Apache-2.0
// cudaLogsDumpToMemory from an iterator that cudaLogsCurrent just set (no message written since)
// returns cudaSuccess and sets *size to 0.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaLogsDumpToMemory, NothingNewReturnsZero,
    {
        .api = {"cudaLogsDumpToMemory"},
        .cite = {.doc = "RT",
            .section = "cudaLogsDumpToMemory",
            .quote =
                "If there are no messages to dump, *size will be set to 0 and the function will return CUDA_SUCCESS."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaLogIterator iterator = 0;
  CUDASEM_ASSERT_OK(cudaLogsCurrent(&iterator, 0));
  std::vector<char> buffer(l::kLogBufferBytes + 1, 'x');
  std::size_t size = l::kLogBufferBytes;

  CUDASEM_EXPECT_ERROR(cudaLogsDumpToMemory(&iterator, buffer.data(), &size, 0), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("size_after_dump", size, 0u);
}
