// SPDX-License-Identifier: Apache-2.0
// Memory registered with CU_MEMHOSTREGISTER_READ_ONLY | DEVICEMAP is readable by a kernel through
// the cuMemHostGetDevicePointer pointer: it reads the host's value.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostRegister, ReadOnlyKernelReads,
    {
        .api = {"cuMemHostRegister"},
        .cite = {.doc = "DRV",
            .section = "cuMemHostRegister",
            .quote =
                "CU_MEMHOSTREGISTER_READ_ONLY: The pointer is treated as pointing to memory that is considered read-only by the device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterReadOnlySupported") >= 1, cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  host[5] = 0x600d;

  CUDASEM_ASSERT_CU_OK(
      drv.cuMemHostRegister(host.data(), host.bytes(), CU_MEMHOSTREGISTER_READ_ONLY | CU_MEMHOSTREGISTER_DEVICEMAP));

  CUdeviceptr dev = 0;
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostGetDevicePointer(&dev, host.data(), 0), CUDA_SUCCESS);
  cudasem::PinnedBuffer<unsigned> out(1, cudaHostAllocMapped);
  out[0] = 0;
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(nullptr, reinterpret_cast<const unsigned*>(dev) + 5, out.data()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  CUDASEM_EXPECT_EQ_NAMED("kernel.read_host_word", out[0], 0x600du);
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
