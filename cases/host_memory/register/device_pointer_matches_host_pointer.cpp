// SPDX-License-Identifier: Apache-2.0
// The promise needs the attribute on every visible device, which .needs (device 0) cannot say.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, DevicePointerMatchesHostPointer,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "If all devices visible to the application have a non-zero value for the device attribute, the device pointer returned by cudaHostGetDevicePointer() will match the original pointer ptr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1, cudasem::attr("canUseHostPointerForRegisteredMem") >= 1},
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  for (int i = 0; i < count; ++i) {
    int v = 0;
    CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&v, cudaDevAttrCanUseHostPointerForRegisteredMem, i));
    if (v == 0) {
      GTEST_SKIP() << "device " << i << " has canUseHostPointerForRegisteredMem=0";
    }
  }
  const std::size_t n = static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) / sizeof(unsigned);
  cudasem::RegisteredBuffer<unsigned> host(n, cudaHostRegisterDefault);
  ASSERT_NE(host.data(), nullptr);
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host.data(), 0);

  CUDASEM_EXPECT_OK_OF(cudaHostGetDevicePointer, result);
  CUDASEM_EXPECT_TRUE_NAMED("device_equals_host", device == static_cast<void*>(host.data()));
}
