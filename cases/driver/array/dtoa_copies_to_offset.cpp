// SPDX-License-Identifier: Apache-2.0
// cuMemcpyDtoA of 2048 bytes of device memory to byte 512 of a 1D array of 1024 32-bit elements: the
// array holds them there and keeps its other bytes.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoA, CopiesToByteOffset,
    {
        .api = {"cuMemcpyDtoA"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyDtoA",
            .quote =
                "dstArray and dstOffset specify the CUDA array handle and starting index of the destination data. srcDevice specifies the base pointer of the source."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096, kCount = 2048;
  MemArray dst;
  CUDASEM_ASSERT_CU_OK(create_1d_array(dst, kBytes / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  const auto before = copy_pattern_bytes(kBytes, 26);
  write_array_bytes(dst, before);
  cudasem::DeviceMem mem;
  const CUdeviceptr src = alloc_device_bytes(mem, kCount);
  const auto source = copy_pattern_bytes(kCount, 27);
  write_device_bytes(src, source);

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoA(dst, 512, src, kCount));

  expect_same_bytes(read_array_bytes(dst, kBytes), copied_over(before, 512, source, 0, kCount));
}
