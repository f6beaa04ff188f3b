// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DPeer naming a destination device ordinal equal to the device count (no such device):
// what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DPeer, InvalidDeviceFails,
    {
        .api = {"cudaMemcpy3DPeer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DPeer",
            .quote = "See the definition of the cudaMemcpy3DPeerParms structure for documentation of its parameters."},
        .claim = cudasem::Claim::hedge,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  const cudaExtent extent = make_cudaExtent(64, 4, 2);
  cudasem::Alloc3D a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(b, extent));
  cudaMemcpy3DPeerParms parms{};
  parms.srcPtr = a.ptr;
  parms.srcDevice = 0;
  parms.dstPtr = b.ptr;
  parms.dstDevice = count;
  parms.extent = extent;

  cudasem::observe("cudaMemcpy3DPeer_result", cudaMemcpy3DPeer(&parms));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
