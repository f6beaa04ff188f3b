// SPDX-License-Identifier: Apache-2.0
// RT side: with every device hidden (CUDA_VISIBLE_DEVICES=-1 in a helper), cudaGetDeviceCount
// succeeds with a count of 0 (its only listed return value is cudaSuccess). ERR side:
// device.visible.no_device_count_returns_no_device.
#include "cudasem/cudasem.h"
#include "../device.h"

CUDASEM_HELPER(visible_minus_one_success_zero) { return cudasem::device::send_device_count(); }

CUDASEM_CASE(VisibleDevices, NoDeviceCountReturnsSuccessZero,
    {
        .api = {"cudaGetDeviceCount"},
        .cite = {.doc = "RT",
            .section = "cudaGetDeviceCount",
            .quote =
                "Returns in *count the number of devices with compute capability greater or equal to 2.0 that are available for execution."},
        .claim = cudasem::Claim::promise,
        .timeout_s = 60,
    }) {
  cudasem::device::DeviceCount seen;
  ASSERT_NO_FATAL_FAILURE(
      cudasem::device::device_count_in_helper("visible_minus_one_success_zero", "CUDA_VISIBLE_DEVICES=-1", &seen));

  CUDASEM_EXPECT_ERROR_OF(cudaGetDeviceCount, static_cast<cudaError_t>(seen.rc), cudaSuccess)
      << "RT lists cudaSuccess as the only return value";
  CUDASEM_EXPECT_EQ_NAMED("visible_devices.count_in_helper", seen.count, 0);
}
