// SPDX-License-Identifier: Apache-2.0
// Enabling peer access from a device to itself: where cudaDeviceCanAccessPeer(d, d) says 0,
// the enable must return InvalidDevice.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, EnableSelfInvalidDevice,
    {
        .api = {"cudaDeviceEnablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceEnablePeerAccess",
            .quote =
                "Returns cudaErrorInvalidDevice if cudaDeviceCanAccessPeer() indicates that the current device cannot directly access memory from peerDevice."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  int self = -1;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&self, 1, 1));
  if (self != 0) GTEST_SKIP() << "cudaDeviceCanAccessPeer(1, 1) = " << self << "; the claim is about 0";
  CUDASEM_ASSERT_OK(cudaSetDevice(1));

  cudaError_t result = cudaDeviceEnablePeerAccess(1, 0);

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceEnablePeerAccess, result, cudaErrorInvalidDevice);
  cudasem::last_error(cudasem::LastError::clear);
}
