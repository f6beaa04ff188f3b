// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaDeviceDisablePeerAccess (device 0 current) with the peer device the device
// count (one past the last ordinal): no such device, and so no access enabled to it either. Two
// documented conditions hold (cudaErrorInvalidDevice's, an ordinal that names no device, and
// cudaErrorPeerAccessNotEnabled's), so the case asserts a failure with one of the listed codes and
// records which. The text gives only the function's return list, no condition for this input: the
// code the call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceDisablePeerAccess, PeerOrdinalPastLast,
    {
        .api = {"cudaDeviceDisablePeerAccess"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceDisablePeerAccess",
            .quote = "cudaSuccess, cudaErrorPeerAccessNotEnabled, cudaErrorInvalidDevice"},
        .claim = cudasem::Claim::hedge,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::environment("device_count", count);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  CUDASEM_RECORD_CODE(cudaDeviceDisablePeerAccess(count));
  cudasem::last_error(cudasem::LastError::clear);
}
