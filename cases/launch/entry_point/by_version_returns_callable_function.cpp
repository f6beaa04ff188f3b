// SPDX-License-Identifier: Apache-2.0
// cudaGetDriverEntryPointByVersion("cuDriverGetVersion", 12000) returns a function pointer with
// status cudaDriverEntryPointSuccess; calling it gives the same version as cudaDriverGetVersion.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDriverEntryPointByVersion, ReturnsCallableFunction,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "The API will return cudaSuccess and set the returned funcPtr if the requested driver function is valid and supported on the platform."},
        .claim = cudasem::Claim::promise,
    }) {
  void* fn = nullptr;
  cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSymbolNotFound;

  CUDASEM_ASSERT_OK(cudaGetDriverEntryPointByVersion("cuDriverGetVersion", &fn, 12000, cudaEnableDefault, &status));
  CUDASEM_ASSERT_TRUE_NAMED("entry_point.returned", fn != nullptr);
  int via_pointer = 0, via_runtime = 0;
  CUresult called = reinterpret_cast<CUresult (*)(int*)>(fn)(&via_pointer);
  CUDASEM_ASSERT_OK(cudaDriverGetVersion(&via_runtime));

  cudasem::environment("driver_version", via_pointer);
  CUDASEM_EXPECT_EQ_NAMED("entry_point_status", status, cudaDriverEntryPointSuccess);
  CUDASEM_EXPECT_CU_OK_OF(cuDriverGetVersion, called);
  CUDASEM_EXPECT_EQ_NAMED("version.via_pointer_matches_runtime", via_pointer, via_runtime);
}
