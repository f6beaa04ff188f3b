// SPDX-License-Identifier: Apache-2.0
// cuArray3DCreate with Height and Depth 0 (1024 32-bit elements) makes a 1D array: the 1D copies
// cuMemcpyHtoA and cuMemcpyAtoH of all its 4096 bytes round-trip every byte.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArray3DCreate, ZeroHeightAndDepthMakes1D,
    {
        .api = {"cuArray3DCreate"},
        .cite = {.doc = "DRV",
            .section = "cuArray3DCreate",
            .quote = "A 1D array is allocated if Height and Depth extents are both zero."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 1024, 0, 0, CU_AD_FORMAT_UNSIGNED_INT32));
  const auto source = copy_pattern_bytes(4096, 60);

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoA(array, 0, source.data(), source.size()));
  std::vector<unsigned char> back(4096, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoH(back.data(), array, 0, back.size()));

  expect_same_bytes(back, source);
}
