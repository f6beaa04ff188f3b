// SPDX-License-Identifier: Apache-2.0
// A 256 x 256 float array created with CUDA_ARRAY3D_DEFERRED_MAPPING: cuArrayGetMemoryRequirements
// succeeds and its size (the total size of the array) is at least the 256 KiB of its elements.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArrayGetMemoryRequirements, DeferredSizeCoversElements,
    {
        .api = {"cuArrayGetMemoryRequirements"},
        .cite = {.doc = "DRV",
            .section = "cuArrayGetMemoryRequirements",
            .quote =
                "The returned value in CUDA_ARRAY_MEMORY_REQUIREMENTSsize represents the total size of the CUDA array."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("deferredMappingCudaArraySupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 256, 256, 0, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_DEFERRED_MAPPING));
  CUDA_ARRAY_MEMORY_REQUIREMENTS req{};

  CUDASEM_ASSERT_CU_OK(drv.cuArrayGetMemoryRequirements(&req, array, cudasem::device0()));

  cudasem::environment("array_size_bytes", static_cast<unsigned long long>(req.size));
  cudasem::environment("array_alignment_bytes", static_cast<unsigned long long>(req.alignment));
  CUDASEM_EXPECT_TRUE_NAMED("size_covers_elements", req.size >= 256u * 256u * 4u);
}
