// SPDX-License-Identifier: Apache-2.0
// A 2D array made by cuArrayCreate (48 x 16 floats): cuArray3DGetDescriptor returns width 48, height 16
// and depth 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArray3DGetDescriptor, TwoDimensionalArrayDepthZero,
    {
        .api = {"cuArray3DGetDescriptor"},
        .cite = {.doc = "DRV",
            .section = "cuArray3DGetDescriptor",
            .quote = "in which case the Height and/or Depth members of the descriptor struct will be set to 0."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDA_ARRAY_DESCRIPTOR create{};
  create.Width = 48;
  create.Height = 16;
  create.Format = CU_AD_FORMAT_FLOAT;
  create.NumChannels = 1;
  CUDASEM_ASSERT_CU_OK(drv.cuArrayCreate(array.out(), &create));
  CUDA_ARRAY3D_DESCRIPTOR d{};
  d.Depth = 99;

  CUDASEM_ASSERT_CU_OK(drv.cuArray3DGetDescriptor(&d, array));

  CUDASEM_EXPECT_EQ_NAMED("descriptor_width", d.Width, 48u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_height", d.Height, 16u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_depth", d.Depth, 0u);
}
