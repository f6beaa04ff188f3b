// SPDX-License-Identifier: Apache-2.0
// CUDA_VISIBLE_DEVICES=1,<invalid>,0 in a helper: only the device listed before the invalid
// index is visible, and it is the second GPU of a helper started without the variable.
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_HELPER(mgpu_list_devices_truncate) { return cudasem::multi_gpu::send_visible_devices(); }

CUDASEM_CASE(VisibleDevices, InvalidIndexTruncates,
    {
        .api = {"cudaGetDeviceCount", "cudaDeviceGetPCIBusId"},
        .cite = {.doc = "ENV",
            .section = "CUDA_VISIBLE_DEVICES",
            .quote =
                "If an invalid index is encountered, only devices with indices that appear before the invalid index in the list are visible."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::linux_os()},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  using namespace cudasem::multi_gpu;
  DeviceList reference;
  ASSERT_NO_FATAL_FAILURE(reference_devices("mgpu_list_devices_truncate", 2, &reference));
  const std::string value = "1," + std::to_string(reference.pci_bus_ids.size()) + ",0";

  auto listed = visible_devices_in_child("mgpu_list_devices_truncate", {.set_env = {"CUDA_VISIBLE_DEVICES=" + value}});

  cudasem::observe("device_count", listed.count);
  cudasem::environment("visible_devices", value);
  cudasem::environment("visible_pci_bus_ids", joined(listed.pci_bus_ids));
  expect_only_second_device(listed, reference);
}
