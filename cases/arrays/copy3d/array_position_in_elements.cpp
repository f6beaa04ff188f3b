// SPDX-License-Identifier: Apache-2.0
// For an array operand, cudaMemcpy3D's dstPos counts array elements: a 4x2x1 float block
// written at dstPos (3, 1, 2) of a 16x4x3 float array lands at element x = 3 (byte 12) of
// row 1 of slice 2, and nothing else changes (the whole array is read back).
#include "../arrays.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaMemcpy3DArray, ArrayPositionInElements,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "The srcPos and dstPos fields are optional offsets into the source and destination objects and are defined in units of each object's elements."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent whole = make_cudaExtent(16, 4, 3);
  const std::size_t n = whole.width * whole.height * whole.depth;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(array, cudasem::float1_desc(), whole));
  std::vector<float> zeros(n, 0.0f), block = {1, 2, 3, 4, 5, 6, 7, 8}, back(n, -1.0f);
  cudaMemcpy3DParms clear{};
  clear.srcPtr = make_cudaPitchedPtr(zeros.data(), whole.width * sizeof(float), whole.width, whole.height);
  clear.dstArray = array.get();
  clear.extent = whole;
  clear.kind = cudaMemcpyHostToDevice;
  CUDASEM_ASSERT_OK(cudaMemcpy3D(&clear));
  cudaMemcpy3DParms put{};
  put.srcPtr = make_cudaPitchedPtr(block.data(), 4 * sizeof(float), 4, 2);
  put.dstArray = array.get();
  put.dstPos = make_cudaPos(3, 1, 2);
  put.extent = make_cudaExtent(4, 2, 1);
  put.kind = cudaMemcpyHostToDevice;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&put), cudaSuccess);

  cudaMemcpy3DParms get{};
  get.srcArray = array.get();
  get.dstPtr = make_cudaPitchedPtr(back.data(), whole.width * sizeof(float), whole.width, whole.height);
  get.extent = whole;
  get.kind = cudaMemcpyDeviceToHost;
  CUDASEM_ASSERT_OK(cudaMemcpy3D(&get));
  std::size_t placed = 0, zero = 0;
  for (std::size_t z = 0; z < whole.depth; ++z)
    for (std::size_t y = 0; y < whole.height; ++y)
      for (std::size_t x = 0; x < whole.width; ++x) {
        const float v = back[(z * whole.height + y) * whole.width + x];
        const bool inside = z == 2 && y >= 1 && y < 3 && x >= 3 && x < 7;
        if (inside)
          placed += v == block[(y - 1) * 4 + (x - 3)];
        else
          zero += v == 0.0f;
      }
  CUDASEM_EXPECT_EQ_NAMED("block_elements.at_position", placed, block.size());
  CUDASEM_EXPECT_EQ_NAMED("outside_elements.still_zero", zero, n - block.size());
}
