// SPDX-License-Identifier: Apache-2.0
// Asking for cuLaunchKernelEx (introduced in CUDA 12.0) as of CUDA 11.0: the query reports
// cudaDriverEntryPointVersionNotSufficent with a NULL pointer and cudaSuccess.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDriverEntryPointByVersion, VersionNotSufficient,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "cudaDriverEntryPointVersionNotSufficent - The requested symbol was found but is not supported by the specified version cudaVersion"},
        .claim = cudasem::Claim::promise,
    }) {
  void* fn = reinterpret_cast<void*>(0x1);
  cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSuccess;

  CUDASEM_EXPECT_ERROR(
      cudaGetDriverEntryPointByVersion("cuLaunchKernelEx", &fn, 11000, cudaEnableDefault, &status), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("entry_point_status", status, cudaDriverEntryPointVersionNotSufficent);
  CUDASEM_EXPECT_TRUE_NAMED("function_pointer.set_to_null", fn == nullptr);
}
