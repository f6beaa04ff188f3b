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
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  BatchCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_copy(args));
  args.attrs[0] = stream_order_attributes(CU_MEMCPY_SRC_ACCESS_ORDER_INVALID);
  CUDASEM_EXPECT_CU_ERROR(
      drv.cuMemcpyBatchAsync(args.dsts, args.srcs, args.sizes, 2, args.attrs, args.attr_idx, 1, args.stream),
      CUDA_ERROR_INVALID_VALUE);

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
