// SPDX-License-Identifier: Apache-2.0
// cuMemcpyBatchAsync of two copies whose attributes have srcAccessOrder CU_MEMCPY_SRC_ACCESS_ORDER_INVALID
// returns CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyBatchAsync, InvalidAccessOrderInvalidValue,
    {
        .api = {"cuMemcpyBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyBatchAsync",
            .quote =
                "Each memcpy operation in the batch must have a valid CUmemcpyAttributes corresponding to it including the appropriate srcAccessOrder setting, otherwise the API will return CUDA_ERROR_INVALID_VALUE."},
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
  attrs[0] = stream_order_attributes(CU_MEMCPY_SRC_ACCESS_ORDER_INVALID);
  CUDASEM_EXPECT_CU_ERROR(
      drv.cuMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, attr_idx, 1, stream), CUDA_ERROR_INVALID_VALUE);

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
