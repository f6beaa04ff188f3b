// SPDX-License-Identifier: Apache-2.0
// A 3D array made by cuArray3DCreate (64 x 32 x 4, two 16-bit unsigned channels, surface load/store
// flag): cuArray3DGetDescriptor returns those extents, format, channel count and flags.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArray3DGetDescriptor, ReturnsCreatedDescriptor,
    {
        .api = {"cuArray3DGetDescriptor", "cuArray3DCreate"},
        .cite = {.doc = "DRV",
            .section = "cuArray3DGetDescriptor",
            .quote =
                "Returns in *pArrayDescriptor a descriptor containing information on the format and dimensions of the CUDA array hArray."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 64, 32, 4, CU_AD_FORMAT_UNSIGNED_INT16, 2, CUDA_ARRAY3D_SURFACE_LDST));
  CUDA_ARRAY3D_DESCRIPTOR d{};

  CUDASEM_ASSERT_CU_OK(drv.cuArray3DGetDescriptor(&d, array));

  CUDASEM_EXPECT_EQ_NAMED("descriptor_width", d.Width, 64u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_height", d.Height, 32u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_depth", d.Depth, 4u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_format", d.Format, CU_AD_FORMAT_UNSIGNED_INT16);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_channels", d.NumChannels, 2u);
  CUDASEM_EXPECT_EQ_NAMED("descriptor_flags", d.Flags, static_cast<unsigned>(CUDA_ARRAY3D_SURFACE_LDST));
}
