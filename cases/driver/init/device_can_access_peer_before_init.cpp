// SPDX-License-Identifier: Apache-2.0
// cuDeviceCanAccessPeer(device 0, device 0) in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_device_can_access_peer) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  int can_access = -1;
  return cudasem::driver_api::say_result(drv->cuDeviceCanAccessPeer(&can_access, 0, 0));
}

CUDASEM_CASE(DriverBeforeInit, DeviceCanAccessPeer,
    {
        .api = {"cuDeviceCanAccessPeer"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_device_can_access_peer");

  ASSERT_TRUE(r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuDeviceCanAccessPeer, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
