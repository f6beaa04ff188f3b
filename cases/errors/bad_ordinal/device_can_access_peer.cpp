// SPDX-License-Identifier: Apache-2.0
// cudaDeviceCanAccessPeer from device 0 to the peer device (the device count: one past the last
// ordinal) names no CUDA device, so the call returns cudaErrorInvalidDevice, which
// cudaDeviceCanAccessPeer's return list names.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceCanAccessPeer, PeerOrdinalPastLast,
    {
        .api = {"cudaDeviceCanAccessPeer"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidDevice)",
            .quote = "This indicates that the device ordinal supplied by the user does not correspond to a valid "
                     "CUDA device or that the action requested is invalid for the specified device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::environment("device_count", count);
  int can_access = -1;

  CUDASEM_EXPECT_ERROR(cudaDeviceCanAccessPeer(&can_access, 0, count), cudaErrorInvalidDevice);
  cudasem::last_error(cudasem::LastError::clear);
}
