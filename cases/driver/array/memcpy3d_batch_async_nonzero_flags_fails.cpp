// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3DBatchAsync of one valid pointer-to-pointer copy with flags 1 fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3DBatchAsync, NonZeroFlagsFails,
    {
        .api = {"cuMemcpy3DBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3DBatchAsync",
            .quote = "flags - Flags for future use, must be zero now."},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem src_mem, dst_mem;
  const CUdeviceptr src = alloc_device_bytes(src_mem, 4096);
  const CUdeviceptr dst = alloc_device_bytes(dst_mem, 4096);
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUDA_MEMCPY3D_BATCH_OP op{};
  op.src = pointer_operand(src);
  op.dst = pointer_operand(dst);
  op.extent = {4096, 1, 1};
  op.srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
  unsigned long long flags = 0;
  flags = 1;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemcpy3DBatchAsync(1, &op, flags, stream));

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
}
