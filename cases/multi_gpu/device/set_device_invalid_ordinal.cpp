// SPDX-License-Identifier: Apache-2.0
// cudaSetDevice(count) and cudaSetDevice(-1) return InvalidDevice, and device 1, selected
// before, stays current.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, SetDeviceInvalidOrdinal, {
    .id = "multi_gpu.device.set_device_invalid_ordinal",
    .cite = {.doc = "RT", .section = "cudaSetDevice",
             .quote = "Valid device id's are 0 to (cudaGetDeviceCount() - 1).", .version = "13.0"},
    .needs = {cudasem::gpus(2)},
    .exclusive = true,
}) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  CUDASEM_ASSERT_OK(cudaSetDevice(1));

  cudaError_t past_end = cudaSetDevice(count);
  cudaError_t negative = cudaSetDevice(-1);
  int current = -1;
  CUDASEM_ASSERT_OK(cudaGetDevice(&current));

  CUDASEM_EXPECT_ERROR(past_end, cudaErrorInvalidDevice);
  CUDASEM_EXPECT_ERROR(negative, cudaErrorInvalidDevice);
  cudasem::observe("current_after", current);
  EXPECT_EQ(current, 1);
  cudasem::last_error(cudasem::LastError::clear);
}
