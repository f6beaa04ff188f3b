// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoD of 3000 bytes from byte 1000 of a 1D array of 1024 32-bit elements into device memory:
// the destination holds those bytes and the 64 bytes after them keep theirs.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoD, CopiesFromByteOffset,
    {
        .api = {"cuMemcpyAtoD"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAtoD",
            .quote =
                "srcArray and srcOffset specify the CUDA array handle and the offset in bytes into the array where the copy is to begin."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096, kCount = 3000, kDst = kCount + 64;
  MemArray src;
  CUDASEM_ASSERT_CU_OK(create_1d_array(src, kBytes / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  const auto source = copy_pattern_bytes(kBytes, 24);
  write_array_bytes(src, source);
  cudasem::DeviceMem mem;
  const CUdeviceptr dst = alloc_device_bytes(mem, kDst);
  const auto before = copy_pattern_bytes(kDst, 25);
  write_device_bytes(dst, before);

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoD(dst, src, 1000, kCount));

  expect_same_bytes(read_device_bytes(dst, kDst), copied_over(before, 0, source, 1000, kCount));
}
