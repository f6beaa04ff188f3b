// SPDX-License-Identifier: Apache-2.0
// The kernel is given the original host pointer, never the one from cudaHostGetDevicePointer.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, KernelUsesRegisteredHostPointer,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote = "the memory can also be accessed from the device using the host pointer ptr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1, cudasem::attr("canUseHostPointerForRegisteredMem") >= 1},
    }) {
  const std::size_t n = static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) / sizeof(unsigned);
  cudasem::RegisteredBuffer<unsigned> host(n, cudaHostRegisterDefault);
  ASSERT_NE(host.data(), nullptr);
  host[0] = 77;
  host[1] = 0;
  cudasem::DeviceBuffer<unsigned> seen(1);

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_read(nullptr, host.data(), seen.data()));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(nullptr, host.data() + 1, 99));
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_ASSERT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  unsigned read = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&read, seen.data(), sizeof read, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("kernel.read_host_word", read, 77u);
  CUDASEM_EXPECT_EQ_NAMED("host.word_written_by_kernel", host[1], 99u);
}
