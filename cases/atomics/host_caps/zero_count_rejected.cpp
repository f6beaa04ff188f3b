// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetHostAtomicCapabilities with count 0 returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetHostAtomicCapabilities, ZeroCountRejected,
    {
        .api = {"cudaDeviceGetHostAtomicCapabilities"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetHostAtomicCapabilities",
            .quote =
                "Returns cudaErrorInvalidValue if *capabilities or *operations is NULL, if count is 0, or if any of *operations is not valid."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaAtomicOperation operations[] = {cudaAtomicOperationIntegerAdd};
  unsigned capabilities[1] = {};

  CUDASEM_EXPECT_ERROR(cudaDeviceGetHostAtomicCapabilities(capabilities, operations, 0, 0), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
}
