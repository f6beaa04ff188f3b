// SPDX-License-Identifier: Apache-2.0
// cuMipmappedArrayCreate of a 64 x 64 mipmapped array asking for 100 levels succeeds with the count clamped to
// 1 + log2(64) = 7: level 6 exists (cuMipmappedArrayGetLevel succeeds) and level 7 does not (fails).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMipmappedArrayCreate, LevelCountClamped,
    {
        .api = {"cuMipmappedArrayCreate", "cuMipmappedArrayGetLevel", "cuMipmappedArrayDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuMipmappedArrayCreate",
            .quote = "This value is clamped to the range [1, 1 + floor(log2(max(width, height, depth)))]."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUDA_ARRAY3D_DESCRIPTOR desc{};
  desc.Width = 64;
  desc.Height = 64;
  desc.Format = CU_AD_FORMAT_FLOAT;
  desc.NumChannels = 1;
  DrvMipmappedArray mipmap;

  CUDASEM_ASSERT_CU_OK(drv.cuMipmappedArrayCreate(mipmap.out(), &desc, 100));

  CUarray last = nullptr, beyond = nullptr;
  CUDASEM_EXPECT_CU_OK(drv.cuMipmappedArrayGetLevel(&last, mipmap, 6));
  CUDASEM_EXPECT_CU_FAILURE(drv.cuMipmappedArrayGetLevel(&beyond, mipmap, 7));
}
