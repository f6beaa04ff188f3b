// SPDX-License-Identifier: Apache-2.0
// cuMemcpyHtoA of 16 KiB into a 1D CUDA array of 4096 32-bit elements, then cuMemcpyAtoH of the
// whole array into pageable memory: every byte comes back.
#include <vector>

#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoH, ReturnsWhatHtoAWrote,
    {
        .api = {"cuMemcpyAtoH", "cuMemcpyHtoA", "cuArrayCreate"},
        .cite = {.doc = "DRV", .section = "cuMemcpyAtoH", .quote = "Copies from one 1D CUDA array to host memory."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kElements = 4096, kBytes = kElements * 4;
  CopyArray array;
  CUDASEM_ASSERT_CU_OK(create_u32_array(array, kElements, 0));
  const std::vector<unsigned char> source = copy_pattern_bytes(kBytes, 10);
  std::vector<unsigned char> back(kBytes, 0);

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoA(array, 0, source.data(), kBytes));
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoH(back.data(), array, 0, kBytes));

  const std::size_t wrong = bytes_differing(back.data(), source.data(), kBytes);
  CUDASEM_EXPECT_EQ_NAMED("bytes_not_round_tripped", wrong, 0u);
}
