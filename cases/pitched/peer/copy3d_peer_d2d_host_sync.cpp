// SPDX-License-Identifier: Apache-2.0
// Characterization: a gate holds the legacy stream; records whether cudaMemcpy3DPeer between
// two volumes of device 0 (no host memory involved) returned while the gate held.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DPeer, DeviceToDeviceHostSync,
    {
        .api = {"cudaMemcpy3DPeer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DPeer",
            .quote =
                "Note that this function is synchronous with respect to the host only if the source or destination of the transfer is host memory."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudaExtent extent = make_cudaExtent(512, 32, 4);
  cudasem::Alloc3D a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(b, extent));
  CUDASEM_ASSERT_OK(cudasem::zero_fill(a, extent));
  cudaMemcpy3DPeerParms parms{};
  parms.srcPtr = a.ptr;
  parms.srcDevice = 0;
  parms.dstPtr = b.ptr;
  parms.dstDevice = 0;
  parms.extent = extent;

  auto r = cudasem::call_behind_gate(nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemcpy3DPeer(&parms)); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
