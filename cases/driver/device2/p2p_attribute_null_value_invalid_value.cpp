// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetP2PAttribute(CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED) from device 0 to device 1 with a null
// value pointer returns CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetP2PAttribute, NullValueInvalidValue,
    {
        .api = {"cuDeviceGetP2PAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetP2PAttribute",
            .quote = "Returns CUDA_ERROR_INVALID_VALUE if attrib is not valid or if value is a null pointer."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::gpus(2)},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice one = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&one, 1));

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuDeviceGetP2PAttribute(nullptr, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED, cudasem::device0(), one),
      CUDA_ERROR_INVALID_VALUE);
}
