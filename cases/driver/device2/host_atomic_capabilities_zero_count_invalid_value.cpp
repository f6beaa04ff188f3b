// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetHostAtomicCapabilities with count 0 returns CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetHostAtomicCapabilities, ZeroCountInvalidValue,
    {
        .api = {"cuDeviceGetHostAtomicCapabilities"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetHostAtomicCapabilities",
            .quote =
                "Returns CUDA_ERROR_INVALID_VALUE if *capabilities or *operations is NULL, if count is 0, or if any of *operations is not valid."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  CUatomicOperation ops[1] = {CU_ATOMIC_OPERATION_INTEGER_ADD};
  unsigned caps[1] = {0};

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuDeviceGetHostAtomicCapabilities(caps, ops, 0, cudasem::device0()), CUDA_ERROR_INVALID_VALUE);
}
