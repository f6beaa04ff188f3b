// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DPeerAsync with source and destination device both 0, in a stream behind a fill
// kernel, copies the filled volume (the copy runs in stream order).
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DPeerAsync, SameDeviceCopiesInStreamOrder,
    {
        .api = {"cudaMemcpy3DPeerAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DPeerAsync",
            .quote = "Perform a 3D memory copy according to the parameters specified in p."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(256, 16, 4);
  const std::size_t rows = extent.height * extent.depth;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Alloc3D a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(b, extent));
  CUDASEM_ASSERT_OK(cudasem::zero_fill(a, extent));
  CUDASEM_ASSERT_OK(cudasem::zero_fill(b, extent));  // its row padding is read back too
  cudaMemcpy3DPeerParms parms{};
  parms.srcPtr = a.ptr;
  parms.srcDevice = 0;
  parms.dstPtr = b.ptr;
  parms.dstDevice = 0;
  parms.extent = extent;

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(
      stream, static_cast<unsigned*>(a.ptr.ptr), a.ptr.pitch * rows / sizeof(unsigned), 0x5d5d5d5du));
  CUDASEM_EXPECT_ERROR(cudaMemcpy3DPeerAsync(&parms, stream), cudaSuccess);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::vector<unsigned char> back(b.ptr.pitch * rows);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), b.ptr.ptr, back.size(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("row_bytes.holding_fill",
      cudasem::count_value(back.data(), b.ptr.pitch, extent.width, rows, 0x5d), extent.width * rows);
}
