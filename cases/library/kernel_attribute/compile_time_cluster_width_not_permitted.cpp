// SPDX-License-Identifier: Apache-2.0
// cudaKernelSetAttributeForDevice(cudaFuncAttributeRequiredClusterWidth, 4) on a library kernel
// whose PTX fixes its cluster at 2x1x1 blocks (.reqnctapercluster, set at compile time) returns
// cudaErrorNotPermitted.
#include "../library.h"
#include "../library_ptx.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaKernelSetAttributeForDevice, CompileTimeClusterWidthNotPermitted,
    {
        .api = {"cudaKernelSetAttributeForDevice"},
        .cite = {.doc = "RT",
            .section = "cudaKernelSetAttributeForDevice",
            .quote =
                "If the value is set during compile time, it cannot be set at runtime. Setting it at runtime will return cudaErrorNotPermitted."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9, cudasem::attr("clusterLaunch") >= 1},
    }) {
  namespace l = cudasem::library;
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  l::RtLibrary lib = l::load(l::kClusterFixedPtx);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernel = nullptr;
  CUDASEM_ASSERT_OK(cudaLibraryGetKernel(&kernel, lib.get(), l::kClusterFixedName));

  CUDASEM_EXPECT_ERROR(
      cudaKernelSetAttributeForDevice(kernel, cudaFuncAttributeRequiredClusterWidth, 4, device), cudaErrorNotPermitted);
}
