// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemHostGetDevicePointer with Flags 1 on DEVICEMAP-registered memory is
// called; the text names no outcome for it, and the code is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostGetDevicePointer, NonzeroFlagsRejected,
    {
        .api = {"cuMemHostGetDevicePointer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemHostGetDevicePointer",
            .quote = "Flags provides for future releases. For now, it must be set to 0."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  CUDASEM_ASSERT_CU_OK(drv.cuMemHostRegister(host.data(), host.bytes(), CU_MEMHOSTREGISTER_DEVICEMAP));
  CUdeviceptr dev = 0;

  cudasem::observe("get_device_pointer_nonzero_flags_result", drv.cuMemHostGetDevicePointer(&dev, host.data(), 1));

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
