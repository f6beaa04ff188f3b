// SPDX-License-Identifier: Apache-2.0
// cudaSetValidDevices with a list one longer than the device count, every entry device 0 (an ID that
// exists, so only the length is wrong), returns cudaErrorInvalidValue.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSetValidDevices, LenOverDeviceCountInvalidValue,
    {
        .api = {"cudaSetValidDevices"},
        .cite = {.doc = "RT",
            .section = "cudaSetValidDevices",
            .quote = "If len is not 0 and device_arr is NULL or if len exceeds the number of devices in the system, "
                     "then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  std::vector<int> devices(static_cast<std::size_t>(count) + 1, 0);

  CUDASEM_EXPECT_ERROR(cudaSetValidDevices(devices.data(), count + 1), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
