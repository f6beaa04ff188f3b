// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D between two cudaMalloc3D volumes copies the extent: the destination read back
// holds the source's bytes in every row of every slice.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3D, DeviceToDevice,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "The source and destination objects may be in either host memory, device memory, or a CUDA array."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::pitched::expect_volume_copied(
      make_cudaExtent(150, 7, 3), /*seed=*/17, [](cudaPitchedPtr src, cudaPitchedPtr dst, cudaExtent extent) {
        cudaMemcpy3DParms parms{};
        parms.srcPtr = src;
        parms.dstPtr = dst;
        parms.extent = extent;
        parms.kind = cudaMemcpyDeviceToDevice;

        CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&parms), cudaSuccess);
      });
}
