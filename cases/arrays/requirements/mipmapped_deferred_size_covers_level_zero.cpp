// SPDX-License-Identifier: Apache-2.0
// cudaMipmappedArrayGetMemoryRequirements of a 256x256 float mipmapped array (4 levels) allocated
// with cudaArrayDeferredMapping succeeds and its size, "the total size of the CUDA mipmapped
// array", is at least the 256*256*4 bytes of level 0 alone; size and alignment are recorded as
// facts of the GPU model.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMipmappedArrayGetMemoryRequirements, DeferredSizeCoversLevelZero,
    {
        .api = {"cudaMipmappedArrayGetMemoryRequirements"},
        .cite = {.doc = "RT",
            .section = "cudaMipmappedArrayGetMemoryRequirements",
            .quote =
                "The returned value in cudaArrayMemoryRequirements::size represents the total size of the CUDA mipmapped array."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("deferredMappingCudaArraySupported") >= 1},
    }) {
  constexpr std::size_t kSide = 256;
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  cudasem::MipmappedArray mip;
  CUDASEM_ASSERT_OK(cudasem::malloc_mipmapped(
      mip, cudasem::float1_desc(), make_cudaExtent(kSide, kSide, 0), 4, cudaArrayDeferredMapping));
  cudaArrayMemoryRequirements requirements{};

  CUDASEM_EXPECT_ERROR(cudaMipmappedArrayGetMemoryRequirements(&requirements, mip.get(), device), cudaSuccess);

  cudasem::environment("mipmapped_requirements.size_bytes", static_cast<unsigned long long>(requirements.size));
  cudasem::environment(
      "mipmapped_requirements.alignment_bytes", static_cast<unsigned long long>(requirements.alignment));
  CUDASEM_EXPECT_TRUE_NAMED("size_covers_level_zero", requirements.size >= kSide * kSide * sizeof(float));
}
