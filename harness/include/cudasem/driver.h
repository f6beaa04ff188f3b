// SPDX-License-Identifier: Apache-2.0
// The CUDA driver API and NVML, loaded at run time with dlopen: the binaries start (and can
// list their cases) on machines without a driver, and requirement checks never create a
// context.
//   const cudasem::Driver& drv = cudasem::driver();   // ADD_FAILURE + empty table if absent
//   drv.cuDevicePrimaryCtxGetState(dev, &flags, &active);
#pragma once

#include <cuda.h>

#include <string>

#define CUDASEM_DRIVER_FUNCTIONS(X) \
  X(cuInit)                         \
  X(cuDriverGetVersion)             \
  X(cuGetErrorName)                 \
  X(cuDeviceGetCount)               \
  X(cuDeviceGet)                    \
  X(cuDeviceGetName)                \
  X(cuDeviceGetAttribute)           \
  X(cuDeviceTotalMem)               \
  X(cuDeviceGetUuid)                \
  X(cuDeviceGetPCIBusId)            \
  X(cuDevicePrimaryCtxGetState)     \
  X(cuCtxCreate)                    \
  X(cuCtxDestroy)                   \
  X(cuCtxGetCurrent)                \
  X(cuCtxSetCurrent)                \
  X(cuCtxGetFlags)                  \
  X(cuCtxGetDevice)                 \
  X(cuMemHostGetDevicePointer)      \
  X(cuMemHostGetFlags)              \
  X(cuMemAlloc)                     \
  X(cuMemFree)                      \
  X(cuMemAllocPitch)                \
  X(cuPointerGetAttribute)          \
  X(cuPointerSetAttribute)

namespace cudasem {

#define CUDASEM_DRIVER_MEMBER(fn) decltype(&::fn) fn = nullptr;
struct Driver {
  CUDASEM_DRIVER_FUNCTIONS(CUDASEM_DRIVER_MEMBER)
};
#undef CUDASEM_DRIVER_MEMBER

// Loads libcuda.so.1 once. nullptr when the driver library or a symbol is missing; the
// reason is in *why.
const Driver* load_driver(std::string* why);
// For case bodies: the loaded table (the requirement check already proved it loads).
const Driver& driver();

// NVML (libnvidia-ml.so.1): "" when unavailable, with the reason in *why.
std::string nvml_driver_version(std::string* why);

struct NvmlDeviceState {
  bool available = false;
  std::string why;         // why it is not available
  int mig_mode = -1;       // 1 enabled, 0 disabled, -1 unknown or not supported
  int ecc_mode = -1;       // 1 enabled, 0 disabled, -1 unknown or not supported
  int compute_mode = -1;   // NVML compute mode number
  unsigned pci_device_id = 0;     // (device << 16) | vendor, as NVML reports it
  unsigned pci_subsystem_id = 0;
  unsigned long long pcie_max_link_gen = 0, pcie_max_link_width = 0;
};
NvmlDeviceState nvml_device_state(const std::string& pci_bus_id);

}  // namespace cudasem
