// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetAttribute with the device (the device count: one past the last ordinal) names no
// CUDA device, so the call returns cudaErrorInvalidDevice, which cudaDeviceGetAttribute's return
// list names.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetAttribute, DeviceOrdinalPastLast,
    {
        .api = {"cudaDeviceGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidDevice)",
            .quote = "This indicates that the device ordinal supplied by the user does not correspond to a valid "
                     "CUDA device or that the action requested is invalid for the specified device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::environment("device_count", count);
  int value = 0;

  CUDASEM_EXPECT_ERROR(cudaDeviceGetAttribute(&value, cudaDevAttrMaxThreadsPerBlock, count), cudaErrorInvalidDevice);
  cudasem::last_error(cudasem::LastError::clear);
}
