// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetHostAtomicCapabilities with an operation outside cudaAtomicOperation returns
// cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetHostAtomicCapabilities, InvalidOperationRejected,
    {
        .api = {"cudaDeviceGetHostAtomicCapabilities"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetHostAtomicCapabilities",
            .quote =
                "Returns cudaErrorInvalidValue if *capabilities or *operations is NULL, if count is 0, or if any of *operations is not valid."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaAtomicOperation operations[] = {cudaAtomicOperationIntegerAdd, static_cast<cudaAtomicOperation>(99)};
  unsigned capabilities[2] = {};

  CUDASEM_EXPECT_ERROR(cudaDeviceGetHostAtomicCapabilities(capabilities, operations, 2, 0), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
}
