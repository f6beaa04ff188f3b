// SPDX-License-Identifier: Apache-2.0
// When every visible device has CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM,
// cuMemHostGetDevicePointer of DEVICEMAP-registered memory returns the host pointer itself.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostRegister, DevicePointerMatchesHostPointer,
    {
        .api = {"cuMemHostRegister"},
        .cite = {.doc = "DRV",
            .section = "cuMemHostRegister",
            .quote =
                "If all devices visible to the application have a non-zero value for the device attribute, the device pointer returned by cuMemHostGetDevicePointer() will match the original pointer ptr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canUseHostPointerForRegisteredMem") >= 1, cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  int count = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetCount(&count));
  for (int i = 0; i < count; ++i) {
    CUdevice d = 0;
    CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&d, i));
    if (cudasem::attribute(CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM, d) == 0)
      GTEST_SKIP() << "requires canUseHostPointerForRegisteredMem on every visible device; device " << i << " has 0";
  }
  CUDASEM_ASSERT_CU_OK(drv.cuMemHostRegister(host.data(), host.bytes(), CU_MEMHOSTREGISTER_DEVICEMAP));
  CUdeviceptr dev = 0;

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostGetDevicePointer(&dev, host.data(), 0), CUDA_SUCCESS);

  CUDASEM_EXPECT_TRUE_NAMED("device_pointer_is_host_pointer", dev == reinterpret_cast<CUdeviceptr>(host.data()));
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
