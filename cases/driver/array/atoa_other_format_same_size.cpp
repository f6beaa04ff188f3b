// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoA of 4096 bytes from a 1D array of 32-bit unsigned elements to one of floats (same
// element size, another format) succeeds and copies every byte unchanged.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoA, FormatsOfSameSizeCopyBytes,
    {
        .api = {"cuMemcpyAtoA"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAtoA",
            .quote =
                "The size of the elements in the CUDA arrays need not be the same format, but the elements must be the same size"},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096;
  MemArray src, dst;
  CUDASEM_ASSERT_CU_OK(create_1d_array(src, kBytes / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  CUDASEM_ASSERT_CU_OK(create_1d_array(dst, kBytes / 4, CU_AD_FORMAT_FLOAT));
  const auto source = copy_pattern_bytes(kBytes, 23);
  write_array_bytes(src, source);
  write_array_bytes(dst, std::vector<unsigned char>(kBytes, 0));

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoA(dst, 0, src, 0, kBytes));

  expect_same_bytes(read_array_bytes(dst, kBytes), source);
}
