// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D with cudaMemcpyHostToHost copies a volume between two host buffers of
// different pitch; the destination's padding is left as it was.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3D, HostToHost,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote = "cudaMemcpy3D() copies data betwen two 3D objects. The source and destination objects may be in "
                     "either host memory, device memory, or a CUDA array."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(50, 6, 4);
  constexpr std::size_t kSrcPitch = 64, kDstPitch = 96;
  const std::size_t rows = extent.height * extent.depth;
  auto source = cudasem::make_matrix(kSrcPitch, extent.width, rows, 19);
  std::vector<unsigned char> dst(kDstPitch * rows, 0xee);
  cudaMemcpy3DParms parms{};
  parms.srcPtr = make_cudaPitchedPtr(source.data(), kSrcPitch, extent.width, extent.height);
  parms.dstPtr = make_cudaPitchedPtr(dst.data(), kDstPitch, extent.width, extent.height);
  parms.extent = extent;
  parms.kind = cudaMemcpyHostToHost;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&parms), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("row_bytes.matching_source",
      cudasem::count_pattern(dst.data(), kDstPitch, extent.width, rows, 19), extent.width * rows);
  CUDASEM_EXPECT_EQ_NAMED("padding_bytes.unchanged",
      cudasem::count_padding(dst.data(), kDstPitch, extent.width, rows, 0xee), (kDstPitch - extent.width) * rows);
}
