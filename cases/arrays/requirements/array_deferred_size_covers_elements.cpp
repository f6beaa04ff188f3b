// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetMemoryRequirements of a 256x128 float array allocated with cudaArrayDeferredMapping
// succeeds and its size, "the total size of the CUDA array", is at least the 256*128*4 bytes of
// its elements; size and alignment are recorded as facts of the GPU model.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetMemoryRequirements, DeferredSizeCoversElements,
    {
        .api = {"cudaArrayGetMemoryRequirements"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetMemoryRequirements",
            .quote =
                "The returned value in cudaArrayMemoryRequirements::size represents the total size of the CUDA array."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("deferredMappingCudaArraySupported") >= 1},
    }) {
  constexpr std::size_t kWidth = 256, kHeight = 128;
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), kWidth, kHeight, cudaArrayDeferredMapping));
  cudaArrayMemoryRequirements requirements{};

  CUDASEM_EXPECT_ERROR(cudaArrayGetMemoryRequirements(&requirements, array.get(), device), cudaSuccess);

  cudasem::environment("array_requirements.size_bytes", static_cast<unsigned long long>(requirements.size));
  cudasem::environment("array_requirements.alignment_bytes", static_cast<unsigned long long>(requirements.alignment));
  CUDASEM_EXPECT_TRUE_NAMED("size_covers_elements", requirements.size >= kWidth * kHeight * sizeof(float));
}
