// SPDX-License-Identifier: Apache-2.0
// On a device without CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED, cuMemHostRegister
// with CU_MEMHOSTREGISTER_READ_ONLY returns CUDA_ERROR_NOT_SUPPORTED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostRegister, ReadOnlyUnsupportedDeviceNotSupported,
    {
        .api = {"cuMemHostRegister"},
        .cite = {.doc = "DRV",
            .section = "cuMemHostRegister",
            .quote =
                "Using this flag with a current context associated with a device that does not have this attribute set will cause cuMemHostRegister to error with CUDA_ERROR_NOT_SUPPORTED."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterReadOnlySupported") == 0, cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  const CUresult r = drv.cuMemHostRegister(host.data(), host.bytes(), CU_MEMHOSTREGISTER_READ_ONLY);

  CUDASEM_EXPECT_CU_ERROR_OF(cuMemHostRegister, r, CUDA_ERROR_NOT_SUPPORTED);
  if (r == CUDA_SUCCESS) drv.cuMemHostUnregister(host.data());
}
