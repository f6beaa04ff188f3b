// SPDX-License-Identifier: Apache-2.0
// A 1D CUDA array of 4096 32-bit elements holds pattern A (cuMemcpyHtoA at 0); cuMemcpyHtoA of 1000
// bytes of pattern B at dstOffset 64: read back (cuMemcpyAtoH), bytes 64 to 1063 hold B and every
// other byte still holds A.
#include <algorithm>
#include <vector>

#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyHtoA, OffsetInBytes,
    {
        .api = {"cuMemcpyHtoA", "cuMemcpyAtoH", "cuArrayCreate"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyHtoA",
            .quote =
                "dstArray and dstOffset specify the CUDA array handle and starting offset in bytes of the destination data."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096 * 4, kOffset = 64, kCount = 1000;
  CopyArray array;
  CUDASEM_ASSERT_CU_OK(create_u32_array(array, kBytes / 4, 0));
  const std::vector<unsigned char> a = copy_pattern_bytes(kBytes, 11), b = copy_pattern_bytes(kCount, 12);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoA(array, 0, a.data(), kBytes));

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoA(array, kOffset, b.data(), kCount));

  std::vector<unsigned char> back(kBytes, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoH(back.data(), array, 0, kBytes));
  std::vector<unsigned char> expected = a;
  std::copy(b.begin(), b.end(), expected.begin() + kOffset);
  const std::size_t wrong = bytes_differing(back.data(), expected.data(), kBytes);
  CUDASEM_EXPECT_EQ_NAMED("bytes_unlike_expected", wrong, 0u);
}
