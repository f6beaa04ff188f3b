// SPDX-License-Identifier: Apache-2.0
// Registration with cudaHostRegisterReadOnly succeeds where the attribute is set, and a
// kernel can read the data through the device pointer.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, ReadOnlyKernelReads,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaHostRegisterReadOnly: The passed memory pointer is treated as pointing to memory that is considered read-only by the device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1, cudasem::attr("hostRegisterReadOnlySupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned> buffer(page / sizeof(unsigned));
  ASSERT_NE(buffer.data(), nullptr);
  buffer[0] = 4321;
  cudasem::DeviceBuffer<unsigned> seen(1);

  cudaError_t result = cudaHostRegister(buffer.data(), page, cudaHostRegisterReadOnly);

  CUDASEM_ASSERT_ERROR_OF(cudaHostRegister, result, cudaSuccess);
  void* device = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&device, buffer.data(), 0));
  CUDASEM_ASSERT_TRUE_NAMED("device_pointer.non_null", device != nullptr);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(nullptr, static_cast<unsigned*>(device), seen.data()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  unsigned read = 0;
  CUDASEM_EXPECT_OK(cudaMemcpy(&read, seen.data(), sizeof read, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("kernel.read_host_word", read, 4321u);
  CUDASEM_EXPECT_OK(cudaHostUnregister(buffer.data()));
}
