// SPDX-License-Identifier: Apache-2.0
// A cudaMalloc3D allocation is a valid cudaMemcpy3D operand: a host volume copied in and
// back out through it arrives unchanged.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMalloc3D, PitchValidForMemcpy3D,
    {
        .api = {"cudaMemcpy3D", "cudaMalloc3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote = "The pitch of a cudaPitchedPtr allocated with cudaMalloc3D() will always be valid."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(200, 9, 4);
  cudasem::Alloc3D device;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(device, extent));
  const std::size_t rows = extent.height * extent.depth;
  auto source = cudasem::make_matrix(extent.width, extent.width, rows, 3);
  std::vector<unsigned char> back(source.size(), 0xee);
  cudaMemcpy3DParms up{};
  up.srcPtr = make_cudaPitchedPtr(source.data(), extent.width, extent.width, extent.height);
  up.dstPtr = device.ptr;
  up.extent = extent;
  up.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3DParms down{};
  down.srcPtr = device.ptr;
  down.dstPtr = make_cudaPitchedPtr(back.data(), extent.width, extent.width, extent.height);
  down.extent = extent;
  down.kind = cudaMemcpyDeviceToHost;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&up), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&down), cudaSuccess);

  cudasem::environment("allocation_pitch", device.ptr.pitch);
  CUDASEM_EXPECT_EQ_NAMED("round_trip.pattern_bytes",
      cudasem::count_pattern(back.data(), extent.width, extent.width, rows, 3), source.size());
}
