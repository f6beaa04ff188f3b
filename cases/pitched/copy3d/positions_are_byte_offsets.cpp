// SPDX-License-Identifier: Apache-2.0
// For pointer operands, cudaMemcpy3D's srcPos and dstPos are offsets in bytes (x), rows (y)
// and slices (z): a 20x3x2 block taken from (5,2,1) of a host volume lands at (9,1,2) of a
// device volume, and nothing else of the destination changes.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3D, PositionsAreByteOffsets,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "The srcPos and dstPos fields are optional offsets into the source and destination objects and are defined in units of each object's elements."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent whole = make_cudaExtent(64, 8, 4);
  const cudaExtent block = make_cudaExtent(20, 3, 2);
  const cudaPos from = make_cudaPos(5, 2, 1), to = make_cudaPos(9, 1, 2);
  std::vector<unsigned char> source(whole.width * whole.height * whole.depth);
  for (std::size_t i = 0; i < source.size(); ++i) source[i] = static_cast<unsigned char>(i * 7 + 1);
  cudasem::Alloc3D device;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(device, whole));
  const std::size_t pitch = device.ptr.pitch;
  CUDASEM_ASSERT_OK(cudaMemset(device.ptr.ptr, 0xee, pitch * whole.height * whole.depth));
  cudaMemcpy3DParms parms{};
  parms.srcPtr = make_cudaPitchedPtr(source.data(), whole.width, whole.width, whole.height);
  parms.srcPos = from;
  parms.dstPtr = device.ptr;
  parms.dstPos = to;
  parms.extent = block;
  parms.kind = cudaMemcpyHostToDevice;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&parms), cudaSuccess);

  std::vector<unsigned char> back(pitch * whole.height * whole.depth);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.ptr.ptr, back.size(), cudaMemcpyDeviceToHost));
  std::size_t in_block_ok = 0, outside_changed = 0;
  for (std::size_t z = 0; z < whole.depth; ++z)
    for (std::size_t y = 0; y < whole.height; ++y)
      for (std::size_t x = 0; x < pitch; ++x) {
        const unsigned char got = back[(z * whole.height + y) * pitch + x];
        const bool inside = x >= to.x && x < to.x + block.width && y >= to.y && y < to.y + block.height && z >= to.z &&
                            z < to.z + block.depth;
        if (inside) {
          const std::size_t sx = x - to.x + from.x, sy = y - to.y + from.y, sz = z - to.z + from.z;
          in_block_ok += got == source[(sz * whole.height + sy) * whole.width + sx];
        } else {
          outside_changed += got != 0xee;
        }
      }
  CUDASEM_EXPECT_EQ_NAMED("block_bytes_ok", in_block_ok, block.width * block.height * block.depth);
  CUDASEM_EXPECT_EQ_NAMED("bytes_changed_outside_block", outside_changed, 0u);
}
