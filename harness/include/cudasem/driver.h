// SPDX-License-Identifier: Apache-2.0
// The CUDA driver API and NVML, loaded at run time with dlopen: the binaries start (and can
// list their cases) on machines without a driver, and requirement checks never create a
// context.
//   const cudasem::Driver& drv = cudasem::driver();   // ADD_FAILURE if there is no driver
//   drv.cuDevicePrimaryCtxGetState(dev, &flags, &active);
#pragma once

#include <cuda.h>

#include <string>

// CUDASEM_DRIVER_FUNCTIONS(X, D): every driver API function the toolkit's cuda.h declares (D: the
// ones it marks deprecated), generated at build time (python/cudasem/sources/driver_table.py,
// harness/CMakeLists.txt) into the build folder. A case may call any of them: a function the suite
// never called before needs no edit of the harness.
#include "cudasem/driver_functions.h"

namespace cudasem {

// One member per function, named as cuda.h names it; cuda.h's macros map the name to the ABI version
// that a direct call compiled against that cuda.h would call (cuCtxCreate is cuCtxCreate_v4), and
// the loader resolves that symbol. A function the loaded library lacks (a driver older than the
// toolkit) is not null: calling it is a test failure naming it, and it returns CUDA_ERROR_NOT_FOUND.
// A deprecated function's member is deprecated too: calling it warns as a direct call would
// (CUDASEM_CALLS_DEPRECATED_API, case.h, silences that in a case that calls it on purpose).
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"  // decltype of a deprecated function
#endif
#define CUDASEM_DRIVER_MEMBER(fn) decltype(&::fn) fn = nullptr;
#define CUDASEM_DRIVER_DEPRECATED_MEMBER(fn)                                                                \
  [[deprecated("deprecated in cuda.h; a case that calls it on purpose says CUDASEM_CALLS_DEPRECATED_API")]] \
  decltype(&::fn) fn = nullptr;
struct Driver {
  CUDASEM_DRIVER_FUNCTIONS(CUDASEM_DRIVER_MEMBER, CUDASEM_DRIVER_DEPRECATED_MEMBER)
};
#undef CUDASEM_DRIVER_MEMBER
#undef CUDASEM_DRIVER_DEPRECATED_MEMBER
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

// Loads libcuda.so.1 once. nullptr when the driver library or one of the functions the harness's
// own probe calls (cuInit, cuDriverGetVersion, cuGetErrorName, cuDeviceGet*, ...) is missing; the
// reason is in *why. Every other function is optional (see Driver).
const Driver* load_driver(std::string* why);
// For case bodies: the loaded table (the requirement check already proved it loads). Without a
// driver: ADD_FAILURE and a table whose every call is a test failure.
const Driver& driver();

// NVML (libnvidia-ml.so.1): "" when unavailable, with the reason in *why.
std::string nvml_driver_version(std::string* why);

struct NvmlDeviceState {
  bool available = false;
  std::string why;             // why it is not available
  int mig_mode = -1;           // 1 enabled, 0 disabled, -1 unknown or not supported
  int ecc_mode = -1;           // 1 enabled, 0 disabled, -1 unknown or not supported
  int compute_mode = -1;       // NVML compute mode number
  unsigned pci_device_id = 0;  // (device << 16) | vendor, as NVML reports it
  unsigned pci_subsystem_id = 0;
  unsigned long long pcie_max_link_gen = 0, pcie_max_link_width = 0;
};
NvmlDeviceState nvml_device_state(const std::string& pci_bus_id);

// Perf limits (cases/perf): the PCIe link (maximum and current, since a link can train below
// its maximum) and the memory clock and bus width, as NVML reports them. 0 = not reported.
struct NvmlLinkState {
  bool available = false;
  std::string why;                      // why it is not available
  unsigned max_gen = 0, max_width = 0;  // nvmlDeviceGetMaxPcieLinkGeneration / Width
  unsigned cur_gen = 0, cur_width = 0;  // nvmlDeviceGetCurrPcieLinkGeneration / Width
  unsigned max_speed_mbps = 0;          // nvmlDeviceGetPcieLinkMaxSpeed (per lane, MB/s)
  unsigned mem_clock_max_mhz = 0;       // nvmlDeviceGetMaxClockInfo(NVML_CLOCK_MEM)
  unsigned mem_bus_width_bits = 0;      // nvmlDeviceGetMemoryBusWidth
};
NvmlLinkState nvml_link_state(const std::string& pci_bus_id);

}  // namespace cudasem
