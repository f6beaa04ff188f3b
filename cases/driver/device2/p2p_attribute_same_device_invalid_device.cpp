// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetP2PAttribute(CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED) from device 0 to device 0 returns
// CUDA_ERROR_INVALID_DEVICE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetP2PAttribute, SameDeviceInvalidDevice,
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

  CUDASEM_EXPECT_CU_ERROR(drv.cuDeviceGetP2PAttribute(
                              &value, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED, cudasem::device0(), cudasem::device0()),
      CUDA_ERROR_INVALID_DEVICE);
}
