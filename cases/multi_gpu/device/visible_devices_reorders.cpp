// SPDX-License-Identifier: Apache-2.0
// CUDA_VISIBLE_DEVICES=1,0 (set before this process starts) enumerates the second GPU first:
// this process's ordinals 0 and 1 are the PCI devices that a helper started without the
// variable sees as 1 and 0.
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_HELPER(mgpu_list_devices_reorder) { return cudasem::multi_gpu::send_visible_devices(); }

CUDASEM_CASE(VisibleDevices, ReordersEnumeration,
    {
        .api = {"cudaGetDeviceCount", "cudaDeviceGetPCIBusId"},
        .cite = {.doc = "ENV",
            .section = "CUDA_VISIBLE_DEVICES",
            .quote =
                "setting CUDA_VISIBLE_DEVICES=2,1 makes device 0 not visible and enumerates device 2 before device 1."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::linux_os()},
        .env = {"CUDA_VISIBLE_DEVICES=1,0"},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  cudasem::multi_gpu::DeviceList reference;
  ASSERT_NO_FATAL_FAILURE(cudasem::multi_gpu::reference_devices("mgpu_list_devices_reorder", 2, &reference));
  int count = 0;

  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  std::vector<std::string> mine;
  for (int i = 0; i < count; ++i) {
    char bus[64] = {};
    CUDASEM_ASSERT_OK(cudaDeviceGetPCIBusId(bus, sizeof bus, i));
    mine.push_back(bus);
  }

  cudasem::environment("order_with_1_0", cudasem::multi_gpu::joined(mine));
  cudasem::environment("order_without_variable", cudasem::multi_gpu::joined(reference.pci_bus_ids));
  CUDASEM_ASSERT_EQ_NAMED("device_count.visible", count, 2);
  CUDASEM_EXPECT_EQ_NAMED("ordinal_0.is_reference_device_1", mine[0], reference.pci_bus_ids[1]);
  CUDASEM_EXPECT_EQ_NAMED("ordinal_1.is_reference_device_0", mine[1], reference.pci_bus_ids[0]);
}
