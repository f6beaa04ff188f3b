// SPDX-License-Identifier: Apache-2.0
// cuMemcpyBatchAsync of three device-to-device copies of different sizes (one attribute entry, source
// in stream order) in a non-blocking stream, then cuStreamSynchronize: each destination holds its
// source's bytes.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyBatchAsync, CopiesEveryBatchEntry,
    {
        .api = {"cuMemcpyBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyBatchAsync",
            .quote =
                "Performs memory copies from source buffers specified in srcs to destination buffers specified in dsts. The size of each copy is specified in sizes."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kSizes[3] = {4096, 65536 + 3, 1000};
  cudasem::DeviceMem src_mem[3], dst_mem[3];
  CUdeviceptr srcs[3], dsts[3];
  std::size_t sizes[3];
  std::vector<unsigned char> sources[3];
  for (int i = 0; i < 3; ++i) {
    sizes[i] = kSizes[i];
    srcs[i] = alloc_device_bytes(src_mem[i], kSizes[i]);
    dsts[i] = alloc_device_bytes(dst_mem[i], kSizes[i]);
    sources[i] = copy_pattern_bytes(kSizes[i], 40 + i);
    write_device_bytes(srcs[i], sources[i]);
    write_device_bytes(dsts[i], std::vector<unsigned char>(kSizes[i], 0));
  }
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUmemcpyAttributes attrs[1] = {stream_order_attributes()};
  std::size_t attr_idx[1] = {0};

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyBatchAsync(dsts, srcs, sizes, 3, attrs, attr_idx, 1, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  std::size_t wrong = 0;
  for (int i = 0; i < 3; ++i) {
    const auto got = read_device_bytes(dsts[i], kSizes[i]);
    wrong += bytes_differing(got.data(), sources[i].data(), kSizes[i]);
  }
  CUDASEM_EXPECT_EQ_NAMED("bytes_not_copied", wrong, 0u);
}
