// SPDX-License-Identifier: Apache-2.0
// Under UVA, cudaHostAlloc memory allocated WITHOUT the Portable flag while device 0 is current
// is still usable by a kernel on device 1 through the host pointer.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PortableMemory, HostAllocDefaultKernelAccessOnOtherDevice,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.10. Unified Virtual Address Space",
            .quote =
                "pointers returned by cudaHostAlloc() can be used directly from within kernels running on these devices"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
        .exclusive = true,
    }) {
  constexpr std::size_t n = 4096;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::PinnedBuffer<unsigned> host(n, cudaHostAllocDefault);
  ASSERT_NE(host.data(), nullptr);
  for (std::size_t i = 0; i < n; ++i) host[i] = static_cast<unsigned>(3 * i);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> copy(n);

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_copy(nullptr, copy.data(), host.data(), n));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, host.data(), n, 0x5EEDu));
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_ASSERT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  std::vector<unsigned> read_back(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(read_back.data(), copy.data(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t read_ok = 0, written_ok = 0;
  for (std::size_t i = 0; i < n; ++i) {
    read_ok += read_back[i] == static_cast<unsigned>(3 * i);
    written_ok += host[i] == 0x5EEDu;
  }
  CUDASEM_EXPECT_EQ_NAMED("device_1_kernel.read_host_values", read_ok, n);
  CUDASEM_EXPECT_EQ_NAMED("host.sees_device_1_writes", written_ok, n);
}
