// SPDX-License-Identifier: Apache-2.0
// cudaKernelSetAttributeForDevice(add_one, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 KiB,
// current device) on a library kernel returns cudaSuccess, and a launch of that kernel with 64 KiB
// of dynamic shared memory (above the 48 KiB a kernel gets without opting in) then succeeds and
// adds one to each of its 64 ints.
#include "../library.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaKernelSetAttributeForDevice, MaxDynamicSharedEnablesLaunch,
    {
        .api = {"cudaKernelSetAttributeForDevice"},
        .cite = {.doc = "RT",
            .section = "cudaKernelSetAttributeForDevice",
            .quote =
                "This call sets the value of a specified attribute attr on the kernel kernel for the requested device device to an integer value specified by value. This function returns cudaSuccess if the new value of the attribute could be successfully set."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("maxSharedMemoryPerBlockOptin") >= 65536},
    }) {
  constexpr int kDynamicShared = 65536;
  constexpr std::size_t kInts = 64;
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernel = nullptr;
  CUDASEM_ASSERT_OK(cudaLibraryGetKernel(&kernel, lib.get(), cudasem::modules::kAddOne));
  cudasem::DeviceBuffer<int> buffer(kInts);
  std::vector<int> host(kInts, 41);
  CUDASEM_ASSERT_OK(cudaMemcpy(buffer.data(), host.data(), buffer.bytes(), cudaMemcpyHostToDevice));

  CUDASEM_EXPECT_ERROR(
      cudaKernelSetAttributeForDevice(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, kDynamicShared, device),
      cudaSuccess);

  int* pointer = buffer.data();
  void* args[] = {&pointer};
  CUDASEM_EXPECT_OK(
      cudaLaunchKernel(reinterpret_cast<const void*>(kernel), dim3(1), dim3(kInts), args, kDynamicShared, nullptr));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost));
  std::size_t incremented = 0;
  for (int v : host) incremented += v == 42;
  CUDASEM_EXPECT_EQ_NAMED("ints_incremented", incremented, kInts);
}
