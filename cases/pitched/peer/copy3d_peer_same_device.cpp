// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DPeer with source and destination device both 0 copies a cudaMalloc3D volume
// into another one on the same device.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DPeer, SameDeviceCopies,
    {
        .api = {"cudaMemcpy3DPeer"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DPeer",
            .quote = "Perform a 3D memory copy according to the parameters specified in p."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::pitched::expect_volume_copied(
      make_cudaExtent(130, 6, 3), /*seed=*/41, [](cudaPitchedPtr src, cudaPitchedPtr dst, cudaExtent extent) {
        cudaMemcpy3DPeerParms parms{};
        parms.srcPtr = src;
        parms.srcDevice = 0;
        parms.dstPtr = dst;
        parms.dstDevice = 0;
        parms.extent = extent;

        CUDASEM_EXPECT_ERROR(cudaMemcpy3DPeer(&parms), cudaSuccess);
      });
}
