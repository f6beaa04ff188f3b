// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3DBatchAsync copies 64 x 16 32-bit elements from device memory into a 2D array, then a second
// batch copies the array into other device memory (non-blocking stream, synchronized after each): the
// second destination holds the first source's bytes.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3DBatchAsync, PointerToArrayAndBack,
    {
        .api = {"cuMemcpy3DBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3DBatchAsync",
            .quote = "Performs memory copies as specified in the opList array."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kW = 64, kH = 16, kBytes = kW * kH * 4;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, kW, kH, 0, CU_AD_FORMAT_UNSIGNED_INT32));
  cudasem::DeviceMem src_mem, dst_mem;
  const CUdeviceptr src = alloc_device_bytes(src_mem, kBytes);
  const CUdeviceptr dst = alloc_device_bytes(dst_mem, kBytes);
  const auto source = copy_pattern_bytes(kBytes, 50);
  write_device_bytes(src, source);
  write_device_bytes(dst, std::vector<unsigned char>(kBytes, 0));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUDA_MEMCPY3D_BATCH_OP in{}, out{};
  in.src = pointer_operand(src);
  in.dst = array_operand(array);
  in.extent = {kW, kH, 1};
  in.srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
  out.src = array_operand(array);
  out.dst = pointer_operand(dst);
  out.extent = {kW, kH, 1};
  out.srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;

  CUDASEM_ASSERT_CU_OK(drv.cuMemcpy3DBatchAsync(1, &in, 0, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpy3DBatchAsync(1, &out, 0, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  expect_same_bytes(read_device_bytes(dst, kBytes), source);
}
