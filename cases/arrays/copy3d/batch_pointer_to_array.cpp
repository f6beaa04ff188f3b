// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with a pointer source and an array destination at offset (4, 2, 0)
// places the block in the array (read back with cudaMemcpy2DFromArray).
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy3DBatchArray, PointerToArray,
    {
        .api = {"cudaMemcpy3DBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DBatchAsync",
            .quote = "The source and destination operands of a copy can either be a pointer or a CUDA array."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kW = 64, kH = 16, kWidth = 20, kRows = 5;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  std::vector<unsigned char> zeros(kW * kH, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, zeros.data(), kW, kW, kH, cudaMemcpyHostToDevice));
  auto block = cudasem::make_matrix(kWidth, kWidth, kRows, 67);
  cudasem::DeviceBuffer<unsigned char> src(block.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(src.data(), block.data(), block.size(), cudaMemcpyHostToDevice));
  // Both pageable copies may return before their DMA is done, in the legacy stream, which the
  // non-blocking stream does not wait for.
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaMemcpy3DBatchOp op{};
  op.src.type = cudaMemcpyOperandTypePointer;
  op.src.op.ptr.ptr = src.data();
  op.dst.type = cudaMemcpyOperandTypeArray;
  op.dst.op.array.array = array.get();
  op.dst.op.array.offset = {4, 2, 0};
  op.extent = make_cudaExtent(kWidth, kRows, 1);
  op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3DBatchAsync(1, &op, 0, stream), cudaSuccess);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::vector<unsigned char> back(kW * kH, 0xee);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(back.data(), kW, array.get(), 0, 0, kW, kH, cudaMemcpyDeviceToHost));
  std::size_t zero = 0;
  for (unsigned char v : back) zero += v == 0;
  CUDASEM_EXPECT_EQ_NAMED(
      "block_bytes.matching_source", cudasem::count_pattern(back.data(), kW, kWidth, kRows, 67, 2, 4), kWidth * kRows);
  CUDASEM_EXPECT_EQ_NAMED("outside_bytes.still_zero", zero, kW * kH - kWidth * kRows);
}
