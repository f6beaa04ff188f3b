// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetPCIBusId (a 64-byte buffer, device 0) in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_device_get_pci_bus_id) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  char bus_id[64] = {};
  return cudasem::driver_api::say_result(drv->cuDeviceGetPCIBusId(bus_id, sizeof bus_id, 0));
}

CUDASEM_CASE(DriverBeforeInit, DeviceGetPCIBusId,
    {
        .api = {"cuDeviceGetPCIBusId"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_device_get_pci_bus_id");

  CUDASEM_ASSERT_TRUE_NAMED("helper.result_reported", r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuDeviceGetPCIBusId, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
