// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D between two cudaMalloc3D volumes copies the extent: the destination read back
// holds the source's bytes in every row of every slice.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3D, DeviceToDevice, {
    .api = {"cudaMemcpy3D"},
    .cite = {.doc = "RT", .section = "cudaMemcpy3D",
             .quote = "The source and destination objects may be in either host memory, device memory, or a CUDA array."},
}) {
  namespace p = cudasem_cases::pitched;
  const cudaExtent extent = make_cudaExtent(150, 7, 3);
  const std::size_t rows = extent.height * extent.depth;
  p::Alloc3D a, b;
  CUDASEM_ASSERT_OK(p::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(p::malloc_3d(b, extent));
  auto source = p::make_matrix(a.ptr.pitch, extent.width, rows, 17);
  CUDASEM_ASSERT_OK(cudaMemcpy(a.ptr.ptr, source.data(), source.size(), cudaMemcpyHostToDevice));
  cudaMemcpy3DParms parms{};
  parms.srcPtr = a.ptr;
  parms.dstPtr = b.ptr;
  parms.extent = extent;
  parms.kind = cudaMemcpyDeviceToDevice;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&parms), cudaSuccess);

  std::vector<unsigned char> back(b.ptr.pitch * rows);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), b.ptr.ptr, back.size(), cudaMemcpyDeviceToHost));
  EXPECT_EQ(p::count_pattern(back.data(), b.ptr.pitch, extent.width, rows, 17), extent.width * rows);
}
