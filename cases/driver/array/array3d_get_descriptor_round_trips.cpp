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

  cudasem::observe("descriptor_width", static_cast<unsigned long long>(d.Width));
  cudasem::observe("descriptor_height", static_cast<unsigned long long>(d.Height));
  cudasem::observe("descriptor_depth", static_cast<unsigned long long>(d.Depth));
  cudasem::observe("descriptor_format", static_cast<int>(d.Format));
  cudasem::observe("descriptor_channels", d.NumChannels);
  cudasem::observe("descriptor_flags", d.Flags);
  EXPECT_EQ(d.Width, 64u);
  EXPECT_EQ(d.Height, 32u);
  EXPECT_EQ(d.Depth, 4u);
  EXPECT_EQ(d.Format, CU_AD_FORMAT_UNSIGNED_INT16);
  EXPECT_EQ(d.NumChannels, 2u);
  EXPECT_EQ(d.Flags, static_cast<unsigned>(CUDA_ARRAY3D_SURFACE_LDST));
}
