// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, EnableNonZeroFlagsInvalidValue,
    {
        .api = {"cudaDeviceEnablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceEnablePeerAccess",
            .quote = "Returns cudaErrorInvalidValue if flags is not 0."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  int can = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 0, 1));
  if (can != 1)
    GTEST_SKIP() << "cudaDeviceCanAccessPeer(0, 1) = " << can << " (InvalidDevice would mask the flag check)";
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t result = cudaDeviceEnablePeerAccess(1, 1);

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceEnablePeerAccess, result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
  // The rejected call enabled nothing: a proper enable still succeeds.
  CUDASEM_EXPECT_OK(cudaDeviceEnablePeerAccess(1, 0));
}
