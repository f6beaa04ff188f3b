// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, EnableTwiceReturnsAlreadyEnabled,
    {
        .api = {"cudaDeviceEnablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceEnablePeerAccess",
            .quote =
                "Returns cudaErrorPeerAccessAlreadyEnabled if direct access of peerDevice from the current device has already been enabled."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  int can = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 0, 1));
  if (can != 1) GTEST_SKIP() << "cudaDeviceCanAccessPeer(0, 1) = " << can;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaDeviceEnablePeerAccess(1, 0));

  cudaError_t second = cudaDeviceEnablePeerAccess(1, 0);

  {
    cudasem::CheckLabel label("second");
    CUDASEM_EXPECT_ERROR_OF(cudaDeviceEnablePeerAccess, second, cudaErrorPeerAccessAlreadyEnabled);
  }
  cudasem::observe("last_error_after", cudasem::last_error(cudasem::LastError::clear));
}
