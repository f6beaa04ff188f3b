// SPDX-License-Identifier: Apache-2.0
// After cudaDeviceReset the next calls recreate the context: allocate, launch, copy back.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceReset, DeviceUsableAgain,
    {
        .api = {"cudaDeviceReset"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceReset",
            .quote = "Any subsequent API call to this device will reinitialize the device."},
        .claim = cudasem::Claim::promise,
    }) {
  {
    cudasem::DeviceBuffer<unsigned> before(256);
    CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, before.data(), before.size(), 1));
    CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  }
  CUDASEM_ASSERT_OK(cudaDeviceReset());

  cudasem::DeviceBuffer<unsigned> buffer(256);
  cudaError_t launch = cudasem::kernels::launch_fill(nullptr, buffer.data(), buffer.size(), 0xabcdu);
  cudaError_t sync = cudaDeviceSynchronize();
  std::vector<unsigned> host(buffer.size(), 0);
  cudaError_t copy = cudaMemcpy(host.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost);

  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, launch, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaMemcpy, copy, cudaSuccess);
  std::size_t filled = 0;
  for (unsigned v : host) filled += v == 0xabcdu;
  CUDASEM_EXPECT_EQ_NAMED("elements.filled_after_reset", filled, host.size());
}
