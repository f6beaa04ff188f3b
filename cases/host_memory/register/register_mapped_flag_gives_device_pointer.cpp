// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, MappedFlagGivesDevicePointer,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaHostRegisterMapped: Maps the allocation into the CUDA address space. The device pointer to the memory may be obtained by calling cudaHostGetDevicePointer()."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1, cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const std::size_t n = static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) / sizeof(unsigned);
  cudasem::RegisteredBuffer<unsigned> host(n, cudaHostRegisterMapped);
  ASSERT_NE(host.data(), nullptr);
  host[0] = 0;
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host.data(), 0);

  CUDASEM_ASSERT_ERROR_OF(cudaHostGetDevicePointer, result, cudaSuccess);
  CUDASEM_ASSERT_TRUE_NAMED("device_pointer.returned", device != nullptr);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(nullptr, static_cast<unsigned*>(device), 1234));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_EXPECT_EQ_NAMED("host.word_written_by_kernel", host[0], 1234u);
}
