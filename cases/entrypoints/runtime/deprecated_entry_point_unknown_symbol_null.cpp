// SPDX-License-Identifier: Apache-2.0
// cudaGetDriverEntryPoint (deprecated as of CUDA 13.0, still exported: old binaries call it) of a
// symbol no driver has ("cuNoSuchFunctionCudasem") with cudaEnableDefault: cudaSuccess, funcPtr set
// to NULL, and driverStatus cudaDriverEntryPointSymbolNotFound ("The requested symbol was not found").
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaGetDriverEntryPoint, UnknownSymbolSetsNull,
    {
        .api = {"cudaGetDriverEntryPoint"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPoint",
            .quote = "The API will return cudaSuccess and set the returned funcPtr to NULL if the requested driver "
                     "function is not supported on the platform, no ABI compatible driver function exists for the CUDA "
                     "runtime version or if the driver symbol is invalid."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  int marker = 0;
  void* pfn = &marker;  // not NULL: the call must write NULL
  cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSuccess;

  CUDASEM_EXPECT_ERROR(
      cudaGetDriverEntryPoint("cuNoSuchFunctionCudasem", &pfn, cudaEnableDefault, &status), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("entry_point_null", pfn == nullptr);
  CUDASEM_EXPECT_EQ_NAMED(
      "driver_status", static_cast<int>(status), static_cast<int>(cudaDriverEntryPointSymbolNotFound));
}
