// SPDX-License-Identifier: Apache-2.0
// What the harness knows of a device before any context exists (driver API + NVML only).
#pragma once

#include <cuda.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cudasem/driver.h"
#include "cudasem/nvlink.h"
#include "json.h"

namespace cudasem {

// Attribute names as in cudaDeviceProp / cudaDevAttr, mapped to driver attributes.
const std::map<std::string, CUdevice_attribute>& attribute_table();

struct DeviceIdentity {
  int ordinal = 0;
  std::string name, uuid, pci_bus_id;
  int cc_major = 0, cc_minor = 0;
  unsigned long long total_memory = 0;
  std::map<std::string, int> attributes;  // every attribute of attribute_table()
  NvmlDeviceState nvml;
  // NVLink: queried by the identity tool only (probe_nvlink), not for every case's record.
  NvmlNvLinkState nvlink;
  void probe_nvlink();
  Json to_json() const;
};

struct Platform {
  bool ok = false;  // the driver loaded, cuInit succeeded, at least one device
  std::string why;  // why not
  int device_count = 0;
  int driver_api_version = 0;      // cuDriverGetVersion
  std::string driver_version;      // NVML, e.g. "580.159.04"; "" when NVML is absent
  std::string driver_version_why;  // why it is empty
  int runtime_version = 0;         // cudaRuntimeGetVersion
};

// CUDASEM_DEVICE=<n>: narrows CUDA_VISIBLE_DEVICES to device n (of those visible) before
// CUDA initializes. Returns a message for a bad value, "" otherwise.
std::string apply_device_selection();

// The number of devices CUDA sees without CUDA_VISIBLE_DEVICES, counted in a forked child (the
// caller has not initialized CUDA); -1 when it cannot be counted within 30 s. For cases that set
// CUDA_VISIBLE_DEVICES themselves: their gpu-count requirement is about the machine.
int device_count_without_visible_devices();

// Loads the driver and calls cuInit; never creates a context.
Platform probe_platform();
DeviceIdentity probe_device(int ordinal);

}  // namespace cudasem
