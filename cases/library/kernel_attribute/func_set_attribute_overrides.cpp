// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 KiB) on a library
// kernel (cudaKernel_t cast to const void*), then cudaKernelSetAttributeForDevice(kernel, same
// attribute, 32 KiB, current device): the cudaFuncSetAttribute value, set first, still governs, so
// a launch of add_one with 64 KiB of dynamic shared memory succeeds and adds one to each of its 64
// ints. The override is judged by its effect on a launch, not by cudaFuncGetAttributes: for the
// driver's counterpart "cuKernelGetAttribute() will always return the attribute value set by this
// API" (DRV cuKernelSetAttribute), so the value reported for the kernel is recorded, not asserted.
#include "../library.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(CudaKernelSetAttributeForDevice, FuncSetAttributeOverrides,
    {
        .api = {"cudaKernelSetAttributeForDevice"},
        .cite = {.doc = "RT",
            .section = "cudaKernelSetAttributeForDevice",
            .quote =
                "Note that attributes set using cudaFuncSetAttribute() will override the attribute set by this API irrespective of whether the call to cudaFuncSetAttribute() is made before or after this API call."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("maxSharedMemoryPerBlockOptin") >= 65536},
    }) {
  constexpr int kFunctionValue = 65536, kDeviceValue = 32768;
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
  const void* as_function = reinterpret_cast<const void*>(kernel);
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(as_function, cudaFuncAttributeMaxDynamicSharedMemorySize, kFunctionValue));

  CUDASEM_EXPECT_OK(
      cudaKernelSetAttributeForDevice(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, kDeviceValue, device));

  cudaFuncAttributes attributes{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&attributes, as_function));
  cudasem::observe("reported_max_dynamic_shared_bytes", attributes.maxDynamicSharedSizeBytes);
  int* pointer = buffer.data();
  void* args[] = {&pointer};
  CUDASEM_ASSERT_OK(cudaLaunchKernel(as_function, dim3(1), dim3(kInts), args, kFunctionValue, nullptr));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost));
  std::size_t incremented = 0;
  for (int v : host) incremented += v == 42;
  CUDASEM_EXPECT_EQ_NAMED("ints_incremented", incremented, kInts);
}
