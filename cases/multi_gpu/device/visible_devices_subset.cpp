// SPDX-License-Identifier: Apache-2.0
// A helper started with CUDA_VISIBLE_DEVICES=1 sees exactly one device, the second GPU of a
// helper started without the variable. (Run in helpers: the case's own gating must see 2 GPUs.)
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_HELPER(mgpu_list_devices_subset) { return cudasem::multi_gpu::send_visible_devices(); }

CUDASEM_CASE(VisibleDevices, SubsetSelectsListedDevice,
    {
        .api = {"cudaGetDeviceCount", "cudaDeviceGetPCIBusId"},
        .cite = {.doc = "ENV",
            .section = "CUDA_VISIBLE_DEVICES",
            .quote =
                "setting CUDA_VISIBLE_DEVICES=2,1 makes device 0 not visible and enumerates device 2 before device 1."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::linux_os()},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  using namespace cudasem::multi_gpu;
  DeviceList reference;
  ASSERT_NO_FATAL_FAILURE(reference_devices("mgpu_list_devices_subset", 2, &reference));

  auto subset = visible_devices_in_child("mgpu_list_devices_subset", {.set_env = {"CUDA_VISIBLE_DEVICES=1"}});

  cudasem::observe("count_with_1", subset.count);
  cudasem::environment("devices_with_1", joined(subset.pci_bus_ids));
  cudasem::environment("devices_without_variable", joined(reference.pci_bus_ids));
  expect_only_second_device(subset, reference);
}
