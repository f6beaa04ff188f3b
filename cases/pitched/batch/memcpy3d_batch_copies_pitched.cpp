// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with one pointer-to-pointer operation copies a width x height x depth
// block between two volumes laid out with different row lengths and layer heights.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DBatch, CopiesPointerOperands,
    {
        .api = {"cudaMemcpy3DBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DBatchAsync",
            .quote = "Performs memory copies as specified in the opList array."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 40, kHeight = 5, kDepth = 3;
  constexpr std::size_t kSrcRow = 64, kSrcLayer = 8, kDstRow = 48, kDstLayer = 6;
  cudasem::Stream stream(cudaStreamNonBlocking);
  auto source = cudasem::make_matrix(kSrcRow, kWidth, kSrcLayer * kDepth, 43);
  cudasem::DeviceBuffer<unsigned char> src(source.size()), dst(kDstRow * kDstLayer * kDepth);
  CUDASEM_ASSERT_OK(cudaMemcpy(src.data(), source.data(), source.size(), cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaMemset(dst.data(), 0xee, dst.bytes()));
  // The memset runs in the legacy stream, which a non-blocking stream does not wait for.
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaMemcpy3DBatchOp op{};
  op.src.type = cudaMemcpyOperandTypePointer;
  op.src.op.ptr.ptr = src.data();
  op.src.op.ptr.rowLength = kSrcRow;
  op.src.op.ptr.layerHeight = kSrcLayer;
  op.dst.type = cudaMemcpyOperandTypePointer;
  op.dst.op.ptr.ptr = dst.data();
  op.dst.op.ptr.rowLength = kDstRow;
  op.dst.op.ptr.layerHeight = kDstLayer;
  op.extent = make_cudaExtent(kWidth, kHeight, kDepth);
  op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3DBatchAsync(1, &op, 0, stream), cudaSuccess);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::vector<unsigned char> back(dst.bytes());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), dst.data(), dst.bytes(), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (std::size_t z = 0; z < kDepth; ++z)
    for (std::size_t y = 0; y < kHeight; ++y)
      for (std::size_t x = 0; x < kWidth; ++x)
        ok += back[(z * kDstLayer + y) * kDstRow + x] == cudasem::matrix_pattern(z * kSrcLayer + y, x, 43);
  CUDASEM_EXPECT_EQ_NAMED("block_bytes.matching_source", ok, kWidth * kHeight * kDepth);
  // The row past the block's height in layer 0 must not be written.
  CUDASEM_EXPECT_EQ_NAMED("row_past_height.first_byte", back[kHeight * kDstRow], 0xee);
}
