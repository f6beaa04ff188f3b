// SPDX-License-Identifier: Apache-2.0
// Every device's PCI bus id string maps back to the same ordinal.
#include <string>

#include "cudasem/cudasem.h"

CUDASEM_CASE(DevicePci, BusIdRoundTrips,
    {
        .api = {"cudaDeviceGetByPCIBusId"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetByPCIBusId",
            .quote = "Returns in *device a device ordinal given a PCI bus ID string."},
        .claim = cudasem::Claim::promise,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  std::string first;

  for (int d = 0; d < count; ++d) {
    char bus_id[64] = {0};
    CUDASEM_ASSERT_OK(cudaDeviceGetPCIBusId(bus_id, sizeof bus_id, d));
    if (d == 0) first = bus_id;
    int back = -1;
    CUDASEM_ASSERT_OK(cudaDeviceGetByPCIBusId(&back, bus_id));
    CUDASEM_EXPECT_EQ_NAMED("pci_bus_id.device_round_trips", back, d) << "bus id " << bus_id;
  }

  cudasem::environment("device0.pci_bus_id", first);
  cudasem::environment("device_count", count);
}
