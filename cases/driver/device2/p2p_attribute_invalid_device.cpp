// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetP2PAttribute(CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK) from device 0 to device ordinal 4096
// returns CUDA_ERROR_INVALID_DEVICE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetP2PAttribute, InvalidDeviceInvalidDevice,
    {
        .api = {"cuDeviceGetP2PAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetP2PAttribute",
            .quote =
                "Returns CUDA_ERROR_INVALID_DEVICE if srcDevice or dstDevice are not valid or if they represent the same device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  int value = -1;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuDeviceGetP2PAttribute(&value, CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK, cudasem::device0(), 4096),
      CUDA_ERROR_INVALID_DEVICE);
}
