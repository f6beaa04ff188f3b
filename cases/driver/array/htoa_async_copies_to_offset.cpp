// SPDX-License-Identifier: Apache-2.0
// cuMemcpyHtoAAsync of 1024 bytes of pinned memory to byte 256 of a 1D array of 1024 32-bit elements in
// a non-blocking stream, then cuStreamSynchronize: the array holds them there and keeps its other bytes.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyHtoAAsync, CopiesToByteOffset,
    {
        .api = {"cuMemcpyHtoAAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyHtoAAsync",
            .quote =
                "dstArray and dstOffset specify the CUDA array handle and starting offset in bytes of the destination data. srcHost specifies the base address of the source."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096, kCount = 1024;
  MemArray dst;
  CUDASEM_ASSERT_CU_OK(create_1d_array(dst, kBytes / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  const auto before = copy_pattern_bytes(kBytes, 28);
  write_array_bytes(dst, before);
  const auto source = copy_pattern_bytes(kCount, 29);
  cudasem::PinnedBuffer<unsigned char> host(kCount);
  std::memcpy(host.data(), source.data(), kCount);
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoAAsync(dst, 256, host.data(), kCount, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  expect_same_bytes(read_array_bytes(dst, kBytes), copied_over(before, 256, source, 0, kCount));
}
