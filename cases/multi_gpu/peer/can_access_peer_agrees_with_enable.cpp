// SPDX-License-Identifier: Apache-2.0
// cudaDeviceCanAccessPeer answers 0 or 1 for both ordered pairs, and enabling follows it:
// InvalidDevice where it says 0, success where it says 1.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, CanAccessPeerAgreesWithEnable,
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
  int can01 = -1, can10 = -1;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can01, 0, 1));
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can10, 1, 0));
  cudasem::environment("can_access_0_to_1", can01);
  cudasem::environment("can_access_1_to_0", can10);
  CUDASEM_EXPECT_TRUE_NAMED("can_access_0_to_1.is_zero_or_one", can01 == 0 || can01 == 1);
  CUDASEM_EXPECT_TRUE_NAMED("can_access_1_to_0.is_zero_or_one", can10 == 0 || can10 == 1);

  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudaError_t enable01 = cudaDeviceEnablePeerAccess(1, 0);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudaError_t enable10 = cudaDeviceEnablePeerAccess(0, 0);

  cudasem::observe("enable_0_to_1", enable01);
  cudasem::observe("enable_1_to_0", enable10);
  {
    cudasem::CheckLabel label("enable_0_to_1");
    CUDASEM_EXPECT_ERROR_OF(cudaDeviceEnablePeerAccess, enable01, can01 == 1 ? cudaSuccess : cudaErrorInvalidDevice);
  }
  {
    cudasem::CheckLabel label("enable_1_to_0");
    CUDASEM_EXPECT_ERROR_OF(cudaDeviceEnablePeerAccess, enable10, can10 == 1 ? cudaSuccess : cudaErrorInvalidDevice);
  }
  cudasem::last_error(cudasem::LastError::clear);
}
