// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoA of 2000 bytes from byte 400 of one 1D array of 1024 32-bit elements to byte 1200 of
// another: the destination holds the source's bytes there and keeps its own bytes elsewhere.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoA, CopiesBetweenByteOffsets,
    {
        .api = {"cuMemcpyAtoA"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAtoA",
            .quote =
                "dstOffset and srcOffset specify the destination and source offsets in bytes into the CUDA arrays."},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096;
  MemArray src, dst;
  CUDASEM_ASSERT_CU_OK(create_1d_array(src, kBytes / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  CUDASEM_ASSERT_CU_OK(create_1d_array(dst, kBytes / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  const auto source = copy_pattern_bytes(kBytes, 21);
  const auto before = copy_pattern_bytes(kBytes, 22);
  write_array_bytes(src, source);
  write_array_bytes(dst, before);

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoA(dst, 1200, src, 400, 2000));

  expect_same_bytes(read_array_bytes(dst, kBytes), copied_over(before, 1200, source, 400, 2000));
}
