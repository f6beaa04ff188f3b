// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetHostAtomicCapabilities of device ordinal 4096 returns CUDA_ERROR_INVALID_DEVICE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetHostAtomicCapabilities, InvalidDeviceInvalidDevice,
    {
        .api = {"cuDeviceGetHostAtomicCapabilities"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetHostAtomicCapabilities",
            .quote = "Returns CUDA_ERROR_INVALID_DEVICE if dev is not valid."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  CUatomicOperation ops[1] = {CU_ATOMIC_OPERATION_INTEGER_ADD};
  unsigned caps[1] = {0};

  CUDASEM_EXPECT_CU_ERROR(drv.cuDeviceGetHostAtomicCapabilities(caps, ops, 1, 4096), CUDA_ERROR_INVALID_DEVICE);
}
