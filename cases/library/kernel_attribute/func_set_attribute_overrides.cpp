// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 32 KiB) on a library
// kernel (cudaKernel_t cast to const void*), then cudaKernelSetAttributeForDevice(kernel, same
// attribute, 64 KiB, current device): cudaFuncGetAttributes still reports 32 KiB as
// maxDynamicSharedSizeBytes (the cudaFuncSetAttribute value overrides, even when set first).
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaKernelSetAttributeForDevice, FuncSetAttributeOverrides,
    {
        .api = {"cudaKernelSetAttributeForDevice"},
        .cite = {.doc = "RT",
            .section = "cudaKernelSetAttributeForDevice",
            .quote =
                "Note that attributes set using cudaFuncSetAttribute() will override the attribute set by this API irrespective of whether the call to cudaFuncSetAttribute() is made before or after this API call."},
        .needs = {cudasem::attr("maxSharedMemoryPerBlockOptin") >= 65536},
    }) {
  constexpr int kFunctionValue = 32768, kDeviceValue = 65536;
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernel = nullptr;
  CUDASEM_ASSERT_OK(cudaLibraryGetKernel(&kernel, lib.get(), cudasem::modules::kAddOne));
  const void* as_function = reinterpret_cast<const void*>(kernel);
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(as_function, cudaFuncAttributeMaxDynamicSharedMemorySize, kFunctionValue));

  CUDASEM_EXPECT_OK(
      cudaKernelSetAttributeForDevice(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, kDeviceValue, device));

  cudaFuncAttributes attributes{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&attributes, as_function));
  cudasem::observe("max_dynamic_shared_bytes", attributes.maxDynamicSharedSizeBytes);
  EXPECT_EQ(attributes.maxDynamicSharedSizeBytes, kFunctionValue);
}
