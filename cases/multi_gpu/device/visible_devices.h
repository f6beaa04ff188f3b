// SPDX-License-Identifier: Apache-2.0
// Shared by the CUDA_VISIBLE_DEVICES cases (not a case file): a helper process prints what the
// runtime enumerates under the environment it was started with, and the parent reads it.
//   helper:  return cudasem_cases::print_visible_devices();
//   parent:  auto list = cudasem_cases::visible_devices_in_child("helper", {.unset_env = {...}});
#pragma once

#include <cuda_runtime_api.h>

#include <string>
#include <vector>

#include "cudasem/child.h"
#include "cudasem/check.h"

namespace cudasem_cases {

using cudasem::ChildOptions;
using cudasem::ChildProcess;
using cudasem::from_hex;
using cudasem::helper_read_line;
using cudasem::helper_say;
using cudasem::to_hex;

struct DeviceList {
  bool ok = false;             // the child answered completely
  std::string count_result;    // cudaGetDeviceCount's result, e.g. "cudaSuccess (0)"
  int count = -1;
  std::vector<std::string> pci_bus_ids;  // by ordinal
};

// Helper side. Output: "count <n>", "result <text>", "pci <bus id>" per ordinal, "end".
inline int print_visible_devices() {
  int count = -1;
  cudaError_t e = cudaGetDeviceCount(&count);
  helper_say("count " + std::to_string(count));
  helper_say("result " + cudasem::error_text(e));
  for (int i = 0; e == cudaSuccess && i < count; ++i) {
    char bus[64] = {};
    cudaError_t b = cudaDeviceGetPCIBusId(bus, sizeof bus, i);
    helper_say("pci " + (b == cudaSuccess ? std::string(bus) : "error:" + cudasem::error_text(b)));
  }
  helper_say("end");
  return 0;
}

// Parent side: runs the helper and parses its output (bounded).
inline DeviceList visible_devices_in_child(const std::string& helper, const ChildOptions& options) {
  DeviceList list;
  ChildProcess child(helper, options);
  if (!child.started()) {
    ADD_FAILURE() << "cannot start helper: " << child.error();
    return list;
  }
  while (auto line = child.read_line(std::chrono::seconds(30))) {
    if (*line == "end") {
      list.ok = true;
      break;
    }
    if (line->rfind("count ", 0) == 0) list.count = std::stoi(line->substr(6));
    if (line->rfind("result ", 0) == 0) list.count_result = line->substr(7);
    if (line->rfind("pci ", 0) == 0) list.pci_bus_ids.push_back(line->substr(4));
  }
  auto code = child.wait_exit(std::chrono::seconds(30));
  if (!list.ok) ADD_FAILURE() << "helper " << helper << " did not answer completely";
  if (!code || *code != 0) ADD_FAILURE() << "helper " << helper << " exit: " << (code ? *code : -1);
  return list;
}

inline std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ",") + x;
  return s;
}

}  // namespace cudasem_cases
