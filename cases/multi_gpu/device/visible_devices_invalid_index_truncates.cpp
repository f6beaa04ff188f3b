// SPDX-License-Identifier: Apache-2.0
// CUDA_VISIBLE_DEVICES=1,<invalid>,0 in a helper: only the device listed before the invalid
// index is visible, and it is the second GPU of a helper started without the variable.
#include "cudasem/cudasem.h"
#include "visible_devices.h"

CUDASEM_HELPER(mgpu_list_devices_truncate) { return cudasem_cases::print_visible_devices(); }

CUDASEM_CASE(VisibleDevices, InvalidIndexTruncates, {
    .api = {"cudaGetDeviceCount", "cudaDeviceGetPCIBusId"},
    .cite = {.doc = "ENV", .section = "CUDA_VISIBLE_DEVICES",
             .quote = "If an invalid index is encountered, only devices with indices that appear before the invalid index in the list are visible."},
    .needs = {cudasem::gpus(2), cudasem::linux_os()},
    .timeout_s = 120,
    .exclusive = true,
}) {
  auto reference = cudasem_cases::visible_devices_in_child("mgpu_list_devices_truncate",
                                                           {.unset_env = {"CUDA_VISIBLE_DEVICES"}});
  ASSERT_TRUE(reference.ok);
  ASSERT_GE(reference.pci_bus_ids.size(), 2u);
  const std::string value = "1," + std::to_string(reference.pci_bus_ids.size()) + ",0";

  auto listed = cudasem_cases::visible_devices_in_child(
      "mgpu_list_devices_truncate", {.set_env = {"CUDA_VISIBLE_DEVICES=" + value}});

  cudasem::observe("device_count", listed.count);
  cudasem::environment("visible_devices", value);
  cudasem::environment("visible_pci_bus_ids", cudasem_cases::joined(listed.pci_bus_ids));
  ASSERT_TRUE(listed.ok);
  ASSERT_EQ(listed.count, 1);
  ASSERT_EQ(listed.pci_bus_ids.size(), 1u);
  EXPECT_EQ(listed.pci_bus_ids[0], reference.pci_bus_ids[1]);
}
