// SPDX-License-Identifier: Apache-2.0
// A 2D array made by cuArrayCreate (40 x 12, four 8-bit signed channels): cuArrayGetDescriptor
// returns that width, height, format and channel count.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArrayGetDescriptor, ReturnsCreatedDescriptor,
    {
        .api = {"cuArrayGetDescriptor"},
        .cite = {.doc = "DRV",
            .section = "cuArrayGetDescriptor",
            .quote =
                "Returns in *pArrayDescriptor a descriptor containing information on the format and dimensions of the CUDA array hArray."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDA_ARRAY_DESCRIPTOR create{};
  create.Width = 40;
  create.Height = 12;
  create.Format = CU_AD_FORMAT_SIGNED_INT8;
  create.NumChannels = 4;
  CUDASEM_ASSERT_CU_OK(drv.cuArrayCreate(array.out(), &create));
  CUDA_ARRAY_DESCRIPTOR d{};

  CUDASEM_ASSERT_CU_OK(drv.cuArrayGetDescriptor(&d, array));

  CUDASEM_EXPECT_EQ_NAMED("descriptor_width", d.Width, 40u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_height", d.Height, 12u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_format", d.Format, CU_AD_FORMAT_SIGNED_INT8);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_channels", d.NumChannels, 4u);
}
