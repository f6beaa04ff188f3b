// SPDX-License-Identifier: Apache-2.0
// Memory registered with CU_MEMHOSTREGISTER_DEVICEMAP: a kernel writes through the
// cuMemHostGetDevicePointer pointer and the host reads the value after synchronizing.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostRegister, DeviceMapKernelWritesVisible,
    {
        .api = {"cuMemHostRegister"},
        .cite = {.doc = "DRV",
            .section = "cuMemHostRegister",
            .quote =
                "CU_MEMHOSTREGISTER_DEVICEMAP: Maps the allocation into the CUDA address space. The device pointer to the memory may be obtained by calling cuMemHostGetDevicePointer()."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  host[3] = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemHostRegister(host.data(), host.bytes(), CU_MEMHOSTREGISTER_DEVICEMAP));

  CUdeviceptr dev = 0;
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostGetDevicePointer(&dev, host.data(), 0), CUDA_SUCCESS);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(nullptr, reinterpret_cast<unsigned*>(dev) + 3, 0xfeed));
  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxSynchronize(), CUDA_SUCCESS);
  CUDASEM_EXPECT_EQ_NAMED("host.word_written_by_kernel", static_cast<volatile unsigned*>(host.data())[3], 0xfeedu);
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
