// SPDX-License-Identifier: Apache-2.0
// cuMemcpyBatchAsync of two device-to-device copies in the legacy NULL stream (stream 0) fails with a
// documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyBatchAsync, LegacyNullStreamFails,
    {
        .api = {"cuMemcpyBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyBatchAsync",
            .quote = "hStream - The stream to enqueue the operations in. Must not be legacy NULL stream."},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem a, b, c, d;
  CUdeviceptr srcs[2] = {alloc_device_bytes(a, 4096), alloc_device_bytes(b, 4096)};
  CUdeviceptr dsts[2] = {alloc_device_bytes(c, 4096), alloc_device_bytes(d, 4096)};
  std::size_t sizes[2] = {4096, 4096};
  cudasem::DrvStream owned;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(owned.out(), CU_STREAM_NON_BLOCKING));
  CUstream stream = owned;
  CUmemcpyAttributes attrs[1] = {stream_order_attributes()};
  std::size_t attr_idx[1] = {0};
  stream = nullptr;
  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, attr_idx, 1, stream));

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
