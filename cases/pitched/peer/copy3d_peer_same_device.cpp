// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DPeer with source and destination device both 0 copies a cudaMalloc3D volume
// into another one on the same device.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DPeer, SameDeviceCopies, {
    .api = {"cudaMemcpy3DPeer"},
    .cite = {.doc = "RT", .section = "cudaMemcpy3DPeer",
             .quote = "Perform a 3D memory copy according to the parameters specified in p."},
}) {
  namespace p = cudasem_cases::pitched;
  const cudaExtent extent = make_cudaExtent(130, 6, 3);
  const std::size_t rows = extent.height * extent.depth;
  p::Alloc3D a, b;
  CUDASEM_ASSERT_OK(p::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(p::malloc_3d(b, extent));
  auto source = p::make_matrix(a.ptr.pitch, extent.width, rows, 41);
  CUDASEM_ASSERT_OK(cudaMemcpy(a.ptr.ptr, source.data(), source.size(), cudaMemcpyHostToDevice));
  cudaMemcpy3DPeerParms parms{};
  parms.srcPtr = a.ptr;
  parms.srcDevice = 0;
  parms.dstPtr = b.ptr;
  parms.dstDevice = 0;
  parms.extent = extent;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3DPeer(&parms), cudaSuccess);

  std::vector<unsigned char> back(b.ptr.pitch * rows);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), b.ptr.ptr, back.size(), cudaMemcpyDeviceToHost));
  EXPECT_EQ(p::count_pattern(back.data(), b.ptr.pitch, extent.width, rows, 41), extent.width * rows);
}
