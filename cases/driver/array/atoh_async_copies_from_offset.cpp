// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoHAsync of 1024 bytes from byte 2048 of a 1D array of 1024 32-bit elements into pinned memory
// in a non-blocking stream, then cuStreamSynchronize: the host holds exactly those bytes.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoHAsync, CopiesFromByteOffset,
    {
        .api = {"cuMemcpyAtoHAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAtoHAsync",
            .quote =
                "srcArray and srcOffset specify the CUDA array handle and starting offset in bytes of the source data."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096, kCount = 1024;
  MemArray src;
  CUDASEM_ASSERT_CU_OK(create_1d_array(src, kBytes / 4, CU_AD_FORMAT_UNSIGNED_INT32));
  const auto source = copy_pattern_bytes(kBytes, 30);
  write_array_bytes(src, source);
  cudasem::PinnedBuffer<unsigned char> host(kCount);
  std::memset(host.data(), 0, kCount);
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoHAsync(host.data(), src, 2048, kCount, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  expect_same_bytes(std::vector<unsigned char>(host.data(), host.data() + kCount),
      std::vector<unsigned char>(source.begin() + 2048, source.begin() + 2048 + kCount));
}
