// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetPCIBusId of device 0, given back to cuDeviceGetByPCIBusId, names device 0 again.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverDevicePciBusId, RoundTrips,
    {
        .api = {"cuDeviceGetByPCIBusId"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetByPCIBusId",
            .quote = "Returns in *device a device handle given a PCI bus ID string."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  char bus_id[64] = {0};
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetPCIBusId(bus_id, sizeof bus_id, dev));
  CUdevice found = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetByPCIBusId(&found, bus_id));

  cudasem::environment("pci_bus_id", std::string(bus_id));
  CUDASEM_EXPECT_EQ_NAMED("device_found_by_bus_id", found, dev);
}
