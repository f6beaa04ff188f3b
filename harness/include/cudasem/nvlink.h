// SPDX-License-Identifier: Apache-2.0
// A GPU's NVLink, as NVML reports it (read-only queries; NVML is loaded at run time, driver.cpp):
// the identity's per-GPU NVLink peak (harness/tools/identity.cpp) and the peer perf case's limit
// (cases/perf/peer). Its own header, so that the cases that do not use it (every case includes
// cudasem/driver.h) do not depend on it.
//   const cudasem::NvmlNvLinkState l = cudasem::nvml_nvlink_state(pci_bus_id);
//   if (l.peak_GBps() > 0) ...   // active links x per-link rate, one direction
#pragma once

#include <string>

namespace cudasem {

struct NvmlNvLinkState {
  bool available = false;        // NVML answered for this device (false: see why)
  std::string why;               // why there is no peak: NVML missing, no active link, no link rate
  unsigned links_present = 0;    // NVML_FI_DEV_NVLINK_LINK_COUNT (0: not reported)
  unsigned active_links = 0;     // links nvmlDeviceGetNvLinkState reports NVML_FEATURE_ENABLED
  unsigned link_speed_mbps = 0;  // one link's rate, one direction, in MB/s (1e6 bytes/s)
  std::string speed_field;       // the NVML field the rate came from (NVML_FI_DEV_NVLINK_...)
  std::string version;           // nvmlDeviceGetNvLinkVersion of the first active link: "4.0"; "" unknown
  // The NVLink peak of the GPU in one direction, GB/s (1e9 bytes/s): active links x the per-link
  // rate; 0 when there is no active link or NVML gives no rate.
  double peak_GBps() const { return static_cast<double>(active_links) * link_speed_mbps / 1e3; }
};

// The NVLink state of the device at a PCI bus id ("0000:17:00.0").
NvmlNvLinkState nvml_nvlink_state(const std::string& pci_bus_id);

// How many active NVLink links of the device at bus_a reach the device at bus_b: directly (the
// link's remote end is that GPU: nvmlDeviceGetNvLinkRemotePciInfo_v2) or through an NVSwitch
// (nvmlDeviceGetNvLinkRemoteDeviceType); -1 when NVML cannot say (the reason in *why).
int nvml_nvlink_links_between(const std::string& bus_a, const std::string& bus_b, std::string* why);

// NVML's peer-to-peer NVLink status of two devices (nvmlDeviceGetP2PStatus with
// NVML_P2P_CAPS_INDEX_NVLINK): 1 when NVML_P2P_STATUS_OK (their peer traffic uses NVLink), 0 for
// any other status, -1 when NVML cannot say (the reason in *why).
int nvml_p2p_over_nvlink(const std::string& bus_a, const std::string& bus_b, std::string* why);

}  // namespace cudasem
