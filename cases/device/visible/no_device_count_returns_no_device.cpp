// SPDX-License-Identifier: Apache-2.0
// ERR side: with every device hidden (CUDA_VISIBLE_DEVICES=-1 in a helper), cudaGetDeviceCount
// reports cudaErrorNoDevice. RT cudaGetDeviceCount lists only cudaSuccess
// (device.visible.no_device_count_returns_success_zero).
#include "cudasem/cudasem.h"
#include "../device.h"

CUDASEM_HELPER(visible_minus_one_no_device) { return cudasem::device::send_device_count(); }

CUDASEM_CASE(VisibleDevices, NoDeviceCountReturnsNoDevice,
    {
        .api = {"cudaGetDeviceCount"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorNoDevice)",
            .quote = "This indicates that no CUDA-capable devices were detected by the installed CUDA driver."},
        .claim = cudasem::Claim::documented_failure,
        .timeout_s = 60,
    }) {
  cudasem::device::DeviceCount seen;
  ASSERT_NO_FATAL_FAILURE(
      cudasem::device::device_count_in_helper("visible_minus_one_no_device", "CUDA_VISIBLE_DEVICES=-1", &seen));

  CUDASEM_EXPECT_ERROR_OF(cudaGetDeviceCount, static_cast<cudaError_t>(seen.rc), cudaErrorNoDevice);
}
