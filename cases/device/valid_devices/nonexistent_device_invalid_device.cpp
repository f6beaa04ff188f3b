// SPDX-License-Identifier: Apache-2.0
// cudaSetValidDevices with a list of one device ID that does not exist (the device count, one past
// the last ordinal) returns cudaErrorInvalidDevice.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSetValidDevices, NonexistentDeviceInvalidDevice,
    {
        .api = {"cudaSetValidDevices"},
        .cite = {.doc = "RT",
            .section = "cudaSetValidDevices",
            .quote = "If a specified device ID in the list does not exist, this function will return "
                     "cudaErrorInvalidDevice."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  int devices[] = {count};

  CUDASEM_EXPECT_ERROR(cudaSetValidDevices(devices, 1), cudaErrorInvalidDevice);
  cudasem::last_error(cudasem::LastError::clear);
}
