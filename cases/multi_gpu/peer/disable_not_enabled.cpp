// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, DisableNotEnabledReturnsNotEnabled,
    {
        .api = {"cudaDeviceDisablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceDisablePeerAccess",
            .quote =
                "Returns cudaErrorPeerAccessNotEnabled if direct access to memory on peerDevice has not yet been enabled from the current device."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t result = cudaDeviceDisablePeerAccess(1);

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceDisablePeerAccess, result, cudaErrorPeerAccessNotEnabled);
  cudasem::last_error(cudasem::LastError::clear);
}
