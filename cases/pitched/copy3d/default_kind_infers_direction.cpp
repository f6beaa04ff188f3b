// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D with cudaMemcpyDefault (unified addressing) infers the direction from the
// pointers: a host volume goes to the device and back unchanged.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3D, DefaultKindInfersDirection,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "Passing cudaMemcpyDefault is recommended, in which case the type of transfer is inferred from the pointer values."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const cudaExtent extent = make_cudaExtent(90, 5, 3);
  const std::size_t rows = extent.height * extent.depth;
  cudasem::Alloc3D device;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(device, extent));
  auto source = cudasem::make_matrix(extent.width, extent.width, rows, 23);
  std::vector<unsigned char> back(source.size(), 0);
  cudaMemcpy3DParms up{};
  up.srcPtr = make_cudaPitchedPtr(source.data(), extent.width, extent.width, extent.height);
  up.dstPtr = device.ptr;
  up.extent = extent;
  up.kind = cudaMemcpyDefault;
  cudaMemcpy3DParms down = up;
  down.srcPtr = device.ptr;
  down.dstPtr = make_cudaPitchedPtr(back.data(), extent.width, extent.width, extent.height);

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&up), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&down), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("roundtrip_bytes.match", back == source);
}
