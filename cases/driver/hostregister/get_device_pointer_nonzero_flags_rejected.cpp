// SPDX-License-Identifier: Apache-2.0
// cuMemHostGetDevicePointer with Flags 1 on DEVICEMAP-registered memory must fail (a documented
// code, recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostGetDevicePointer, NonzeroFlagsRejected,
    {
        .api = {"cuMemHostGetDevicePointer"},
        .cite = {.doc = "DRV",
            .section = "cuMemHostGetDevicePointer",
            .quote = "Flags provides for future releases. For now, it must be set to 0."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  CUDASEM_ASSERT_CU_OK(drv.cuMemHostRegister(host.data(), host.bytes(), CU_MEMHOSTREGISTER_DEVICEMAP));
  CUdeviceptr dev = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemHostGetDevicePointer(&dev, host.data(), 1));

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
