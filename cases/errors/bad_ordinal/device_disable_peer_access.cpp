// SPDX-License-Identifier: Apache-2.0
// cudaDeviceDisablePeerAccess (device 0 current) with the peer device the device count (one past the
// last ordinal): no such device, and so no access enabled to it either. Two documented conditions
// hold (cudaErrorInvalidDevice's, an ordinal that names no device, and cudaErrorPeerAccessNotEnabled's),
// so the case asserts a failure with one of the listed codes and records which.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceDisablePeerAccess, PeerOrdinalPastLast,
    {
        .api = {"cudaDeviceDisablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceDisablePeerAccess",
            .quote = "cudaSuccess, cudaErrorPeerAccessNotEnabled, cudaErrorInvalidDevice"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::environment("device_count", count);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  CUDASEM_EXPECT_FAILURE(cudaDeviceDisablePeerAccess(count));
  cudasem::last_error(cudasem::LastError::clear);
}
