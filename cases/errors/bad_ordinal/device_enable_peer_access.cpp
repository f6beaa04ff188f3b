// SPDX-License-Identifier: Apache-2.0
// cudaDeviceEnablePeerAccess (flags 0, device 0 current) with the peer device (the device count:
// one past the last ordinal) names no CUDA device, so the call returns cudaErrorInvalidDevice,
// which cudaDeviceEnablePeerAccess's return list names.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceEnablePeerAccess, PeerOrdinalPastLast,
    {
        .api = {"cudaDeviceEnablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidDevice)",
            .quote = "This indicates that the device ordinal supplied by the user does not correspond to a valid "
                     "CUDA device or that the action requested is invalid for the specified device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::environment("device_count", count);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  CUDASEM_EXPECT_ERROR(cudaDeviceEnablePeerAccess(count, 0), cudaErrorInvalidDevice);
  cudasem::last_error(cudasem::LastError::clear);
}
