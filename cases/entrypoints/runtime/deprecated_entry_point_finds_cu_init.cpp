// SPDX-License-Identifier: Apache-2.0
// cudaGetDriverEntryPoint (deprecated as of CUDA 13.0, still exported: old binaries call it) of
// "cuInit" with cudaEnableDefault: cudaSuccess, a function pointer written, and driverStatus
// cudaDriverEntryPointSuccess.
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaGetDriverEntryPoint, FindsCuInit,
    {
        .api = {"cudaGetDriverEntryPoint"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPoint",
            .quote = "The API will return cudaSuccess and set the returned funcPtr if the requested driver function is "
                     "valid and supported on the platform."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* pfn = nullptr;
  cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSymbolNotFound;

  CUDASEM_EXPECT_ERROR(cudaGetDriverEntryPoint("cuInit", &pfn, cudaEnableDefault, &status), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("entry_point_written", pfn != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("driver_status", static_cast<int>(status), static_cast<int>(cudaDriverEntryPointSuccess));
}
