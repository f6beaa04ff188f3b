// SPDX-License-Identifier: Apache-2.0
// A helper started with CUDA_VISIBLE_DEVICES=<device count> (an index that does not exist) sees
// no device: cudaGetDeviceCount answers NoDevice, or Success with a count of 0 (the RT lists only
// Success; device.visible.no_device_count_returns_success_zero holds drivers to that separately).
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_HELPER(mgpu_list_devices_invalid) { return cudasem::multi_gpu::send_visible_devices(); }

CUDASEM_CASE(VisibleDevices, InvalidIndexHidesAll,
    {
        .api = {"cudaGetDeviceCount"},
        .cite = {.doc = "ENV",
            .section = "CUDA_VISIBLE_DEVICES",
            .quote =
                "If an invalid index is encountered, only devices with indices that appear before the invalid index in the list are visible."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::linux_os()},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  cudasem::multi_gpu::DeviceList reference;
  ASSERT_NO_FATAL_FAILURE(cudasem::multi_gpu::reference_devices("mgpu_list_devices_invalid", 0, &reference));
  const std::string invalid = std::to_string(reference.pci_bus_ids.size());

  auto none = cudasem::multi_gpu::visible_devices_in_child(
      "mgpu_list_devices_invalid", {.set_env = {"CUDA_VISIBLE_DEVICES=" + invalid}});

  cudasem::observe("device_count_result", none.count_code);
  cudasem::observe("device_count", none.count);
  cudasem::environment("invalid_index", invalid);
  CUDASEM_ASSERT_TRUE_NAMED("helper.answered_completely", none.ok);
  const bool no_device = none.count_result.rfind("cudaErrorNoDevice", 0) == 0;
  const bool success_zero = none.count_result.rfind("cudaSuccess", 0) == 0 && none.count == 0;
  CUDASEM_EXPECT_TRUE_NAMED("device_count.no_device_or_zero", no_device || success_zero)
      << "cudaGetDeviceCount returned " << none.count_result << " with count " << none.count;
  CUDASEM_EXPECT_TRUE_NAMED("pci_bus_ids.none_listed", none.pci_bus_ids.empty());
}
