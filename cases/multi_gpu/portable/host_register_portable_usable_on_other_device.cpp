// SPDX-License-Identifier: Apache-2.0
// Memory registered Portable|Mapped while device 0 is current is mapped for device 1 too:
// cudaHostGetDevicePointer succeeds with device 1 current and a device-1 kernel reads and writes it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PortableMemory, HostRegisterPortableUsableOnOtherDevice, {
    .api = {"cudaHostRegister"},
    .cite = {.doc = "RT", .section = "cudaHostRegister",
             .quote = "the memory may be mapped into other CUDA contexts via the cudaHostRegisterPortable flag."},
    .needs = {cudasem::gpus(2), cudasem::attr("hostRegisterSupported") >= 1,
              cudasem::attr("canMapHostMemory") >= 1},
    .exclusive = true,
}) {
  constexpr std::size_t n = 4096;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::RegisteredBuffer<unsigned> host(n, cudaHostRegisterPortable | cudaHostRegisterMapped);
  ASSERT_NE(host.data(), nullptr);
  for (std::size_t i = 0; i < n; ++i) host[i] = static_cast<unsigned>(i + 7);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> copy(n);
  void* dptr = nullptr;

  cudaError_t got = cudaHostGetDevicePointer(&dptr, host.data(), 0);
  CUDASEM_EXPECT_ERROR_OF(cudaHostGetDevicePointer, got, cudaSuccess);
  ASSERT_EQ(got, cudaSuccess);
  auto* mapped = static_cast<unsigned*>(dptr);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_copy(nullptr, copy.data(), mapped, n));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, mapped, n, 0xBEEFu));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> read_back(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(read_back.data(), copy.data(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t read_ok = 0, written_ok = 0;
  for (std::size_t i = 0; i < n; ++i) {
    read_ok += read_back[i] == static_cast<unsigned>(i + 7);
    written_ok += host[i] == 0xBEEFu;
  }
  cudasem::observe("device_pointer_equals_host_pointer", dptr == host.data());
  EXPECT_EQ(read_ok, n);
  EXPECT_EQ(written_ok, n);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
}
