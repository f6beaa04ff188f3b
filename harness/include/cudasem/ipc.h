// SPDX-License-Identifier: Apache-2.0
// Legacy CUDA IPC memory in a second process, shared by the ipc and multi_gpu cases: the importing
// helper (ipc_mem_child, run as a CUDASEM_HELPER) opens a cudaIpcMemHandle_t with a chosen device
// current, checks the exporter's pattern, overwrites it by a kernel and closes the handle;
// run_ipc_mem_child starts that helper, sends it the handle and collects its report (bounded).
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "kernels/kernels.h"

namespace cudasem {

// The importing side, run as a helper process:
//   args: <device> <elements> <expected base> <value to write>
//   from the case: "handle", the cudaIpcMemHandle_t in hex
//   sends (cudasem/child.h): "open" (code), "read_ok" (count), "write" (code), "close" (code), "end"
// It opens the handle with device <device> current, checks that the memory holds
// base + i, overwrites it with <value> by a kernel, and closes the handle.
inline int ipc_mem_child(int argc, char** argv) {
  if (argc < 4) return 2;
  const int device = std::atoi(argv[0]);
  const std::size_t n = std::strtoull(argv[1], nullptr, 10);
  const unsigned base = static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10));
  const unsigned value = static_cast<unsigned>(std::strtoul(argv[3], nullptr, 10));
  auto hex = helper_read("handle", std::chrono::seconds(30));
  cudaIpcMemHandle_t handle{};
  if (!hex || !from_hex(*hex, &handle, sizeof handle)) return 3;
  if (cudaSetDevice(device) != cudaSuccess) return 4;
  void* p = nullptr;
  cudaError_t open = cudaIpcOpenMemHandle(&p, handle, cudaIpcMemLazyEnablePeerAccess);
  helper_send("open", open);
  if (open != cudaSuccess) {
    helper_send("end");
    return 0;
  }
  std::vector<unsigned> host(n);
  std::size_t ok = 0;
  if (cudaMemcpy(host.data(), p, n * sizeof(unsigned), cudaMemcpyDeviceToHost) == cudaSuccess)
    for (std::size_t i = 0; i < n; ++i) ok += host[i] == base + static_cast<unsigned>(i);
  helper_send("read_ok", ok);
  cudaError_t w = kernels::launch_fill(nullptr, static_cast<unsigned*>(p), n, value);
  if (w == cudaSuccess) w = cudaDeviceSynchronize();
  helper_send("write", w);
  helper_send("close", cudaIpcCloseMemHandle(p));
  helper_send("end");
  return 0;
}

struct IpcMemChildReport {
  bool complete = false;
  HelperCode open{"none", -1}, write{"none", -1}, close{"none", -1};  // "none": the helper did not send it
  long long read_ok = -1;
};

// Parent side: starts the helper, sends the handle, reads the report (bounded).
inline IpcMemChildReport run_ipc_mem_child(const std::string& helper, const cudaIpcMemHandle_t& handle, int device,
    std::size_t n, unsigned base, unsigned value) {
  IpcMemChildReport r;
  ChildProcess child(
      helper, {.args = {std::to_string(device), std::to_string(n), std::to_string(base), std::to_string(value)}});
  if (!child.started()) {
    ADD_FAILURE() << "cannot start helper: " << child.error();
    return r;
  }
  child.send("handle", to_hex(&handle, sizeof handle));
  const HelperReport report = child.read_report(std::chrono::seconds(60));
  r.complete = report.complete;
  r.open = report.code("open").value_or(r.open);
  r.read_ok = report.integer("read_ok").value_or(-1);
  r.write = report.code("write").value_or(r.write);
  r.close = report.code("close").value_or(r.close);
  auto code = child.wait_exit(std::chrono::seconds(30));
  if (!code || *code != 0) ADD_FAILURE() << "helper " << helper << " exit: " << (code ? *code : -1);
  return r;
}

}  // namespace cudasem
