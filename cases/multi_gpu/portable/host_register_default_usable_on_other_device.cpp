// SPDX-License-Identifier: Apache-2.0
// Memory registered with Default flags while device 0 is current is, under UVA, mapped and
// portable: with device 1 current cudaHostGetDevicePointer succeeds and a kernel reads and writes it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PortableMemory, HostRegisterDefaultUsableOnOtherDevice, {
    .api = {"cudaHostRegister"},
    .cite = {.doc = "RT", .section = "cudaHostRegister",
             .quote = "cudaHostRegisterDefault: On a system with unified virtual addressing, the memory will be both mapped and portable."},
    .needs = {cudasem::gpus(2), cudasem::attr("hostRegisterSupported") >= 1,
              cudasem::attr("unifiedAddressing") >= 1},
    .exclusive = true,
}) {
  constexpr std::size_t n = 4096;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::RegisteredBuffer<unsigned> host(n, cudaHostRegisterDefault);
  ASSERT_NE(host.data(), nullptr);
  for (std::size_t i = 0; i < n; ++i) host[i] = static_cast<unsigned>(5 * i);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> copy(n);
  void* dptr = nullptr;

  cudaError_t got = cudaHostGetDevicePointer(&dptr, host.data(), 0);
  CUDASEM_EXPECT_ERROR_OF(cudaHostGetDevicePointer, got, cudaSuccess);
  ASSERT_EQ(got, cudaSuccess);
  auto* mapped = static_cast<unsigned*>(dptr);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_copy(nullptr, copy.data(), mapped, n));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, mapped, n, 0xFACEu));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> read_back(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(read_back.data(), copy.data(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t read_ok = 0, written_ok = 0;
  for (std::size_t i = 0; i < n; ++i) {
    read_ok += read_back[i] == static_cast<unsigned>(5 * i);
    written_ok += host[i] == 0xFACEu;
  }
  EXPECT_EQ(read_ok, n);
  EXPECT_EQ(written_ok, n);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
}
