// SPDX-License-Identifier: Apache-2.0
// cuMipmappedArrayCreate of a 64 x 64 mipmapped array asking for 100 levels succeeds with the count clamped to
// 1 + log2(64) = 7: level 6 exists (cuMipmappedArrayGetLevel succeeds), and level 8, greater than the
// clamped count but not than the 100 asked for, is rejected with the code cuMipmappedArrayGetLevel's text
// names. Level 7 (equal to the count) is only recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMipmappedArrayCreate, LevelCountClamped,
    {
        .api = {"cuMipmappedArrayCreate", "cuMipmappedArrayGetLevel", "cuMipmappedArrayDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuMipmappedArrayGetLevel",
            .quote = "If level is greater than the maximum number of levels in this mipmapped array, "
                     "CUDA_ERROR_INVALID_VALUE is returned."},
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
  cudasem::observe("level_7_result", drv.cuMipmappedArrayGetLevel(&beyond, mipmap, 7));
  CUDASEM_EXPECT_CU_ERROR(drv.cuMipmappedArrayGetLevel(&beyond, mipmap, 8), CUDA_ERROR_INVALID_VALUE);
}
