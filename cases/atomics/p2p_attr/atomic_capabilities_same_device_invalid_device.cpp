// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetP2PAtomicCapabilities for the link from device 0 to itself returns
// cudaErrorInvalidDevice.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetP2PAtomicCapabilities, SameDeviceInvalidDevice,
    {
        .api = {"cudaDeviceGetP2PAtomicCapabilities"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetP2PAtomicCapabilities",
            .quote =
                "Returns cudaErrorInvalidDevice if srcDevice or dstDevice are not valid or if they represent the same device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaAtomicOperation operations[] = {cudaAtomicOperationIntegerAdd};
  unsigned capabilities[1] = {};

  CUDASEM_EXPECT_ERROR(cudaDeviceGetP2PAtomicCapabilities(capabilities, operations, 1, 0, 0), cudaErrorInvalidDevice);

  cudasem::last_error(cudasem::LastError::clear);
}
