// SPDX-License-Identifier: Apache-2.0
// What cudaDeviceCanAccessPeer answers for a device and itself: the text defines the value
// only for "peer" memory and does not say whether a device counts as its own peer.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, CanAccessPeerSelf,
    {
        .api = {"cudaDeviceCanAccessPeer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceCanAccessPeer",
            .quote =
                "Returns in *canAccessPeer a value of 1 if device device is capable of directly accessing memory from peerDevice and 0 otherwise."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  int self0 = -1, self1 = -1;

  cudaError_t e0 = cudaDeviceCanAccessPeer(&self0, 0, 0);
  cudaError_t e1 = cudaDeviceCanAccessPeer(&self1, 1, 1);

  cudasem::observe("can_access_self_device_0", self0);
  cudasem::observe("result_device_0", e0);
  cudasem::observe("can_access_self_device_1", self1);
  cudasem::observe("result_device_1", e1);
  cudasem::last_error(cudasem::LastError::clear);
}
