// SPDX-License-Identifier: Apache-2.0
// Default-registered memory must be mapped: cudaHostGetDevicePointer succeeds and a kernel
// reads and writes the host data through the returned pointer.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, DefaultRegistrationIsMappedUnderUva,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaHostRegisterDefault: On a system with unified virtual addressing, the memory will be both mapped and portable."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1, cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const std::size_t n = static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) / sizeof(unsigned);
  cudasem::RegisteredBuffer<unsigned> host(n, cudaHostRegisterDefault);
  ASSERT_NE(host.data(), nullptr);
  host[0] = 77;
  host[1] = 0;
  cudasem::DeviceBuffer<unsigned> seen(1);
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host.data(), 0);
  CUDASEM_ASSERT_ERROR_OF(cudaHostGetDevicePointer, result, cudaSuccess);
  auto* d = static_cast<unsigned*>(device);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_read(nullptr, d, seen.data()));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(nullptr, d + 1, 99));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  unsigned read = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&read, seen.data(), sizeof read, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("kernel.read_host_word", read, 77u);
  CUDASEM_EXPECT_EQ_NAMED("host.word_written_by_kernel", host[1], 99u);
}
