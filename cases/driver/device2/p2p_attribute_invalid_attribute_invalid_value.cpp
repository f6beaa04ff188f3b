// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetP2PAttribute of attribute 0x7fff (none) from device 0 to device 1 returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetP2PAttribute, InvalidAttributeInvalidValue,
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
  int value = -1;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuDeviceGetP2PAttribute(&value, static_cast<CUdevice_P2PAttribute>(0x7fff), cudasem::device0(), one),
      CUDA_ERROR_INVALID_VALUE);
}
