// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 256 bytes x 8 rows from pageable memory into a 64 x 8 CUDA array (32-bit elements)
// with dstPitch 3, then back with a second cuMemcpy2D: the pitch is ignored for the array, so every
// byte comes back.
#include <vector>

#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, ArrayDestinationIgnoresPitch,
    {
        .api = {"cuMemcpy2D", "cuArrayCreate"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote =
                "If dstMemoryType is CU_MEMORYTYPE_ARRAY, dstArray specifies the handle of the destination data. dstHost, dstDevice and dstPitch are ignored."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWidth = 256, kHeight = 8;
  CopyArray array;
  CUDASEM_ASSERT_CU_OK(create_u32_array(array, kWidth / 4, kHeight));
  const std::vector<unsigned char> source = copy_pattern_bytes(kWidth * kHeight, 9);
  std::vector<unsigned char> back(kWidth * kHeight, 0);
  CUDA_MEMCPY2D in{};
  in.srcMemoryType = CU_MEMORYTYPE_HOST;
  in.srcHost = source.data();
  in.srcPitch = kWidth;
  in.dstMemoryType = CU_MEMORYTYPE_ARRAY;
  in.dstArray = array;
  in.dstPitch = 3;  // below the width: valid only because it is ignored
  in.WidthInBytes = kWidth;
  in.Height = kHeight;
  CUDA_MEMCPY2D out{};
  out.srcMemoryType = CU_MEMORYTYPE_ARRAY;
  out.srcArray = array;
  out.dstMemoryType = CU_MEMORYTYPE_HOST;
  out.dstHost = back.data();
  out.dstPitch = kWidth;
  out.WidthInBytes = kWidth;
  out.Height = kHeight;

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpy2D(&in));
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpy2D(&out));

  const std::size_t wrong = bytes_differing(back.data(), source.data(), back.size());
  CUDASEM_EXPECT_EQ_NAMED("bytes_not_round_tripped", wrong, 0u);
}
