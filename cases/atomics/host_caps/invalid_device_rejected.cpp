// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetHostAtomicCapabilities with a device ordinal that does not exist (the device count)
// returns cudaErrorInvalidDevice.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetHostAtomicCapabilities, InvalidDeviceRejected,
    {
        .api = {"cudaDeviceGetHostAtomicCapabilities"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetHostAtomicCapabilities",
            .quote = "Returns cudaErrorInvalidDevice if dev is not valid."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaAtomicOperation operations[] = {cudaAtomicOperationIntegerAdd};
  unsigned capabilities[1] = {};

  CUDASEM_EXPECT_ERROR(cudaDeviceGetHostAtomicCapabilities(capabilities, operations, 1, count), cudaErrorInvalidDevice);

  cudasem::environment("device_count", count);
  cudasem::last_error(cudasem::LastError::clear);
}
