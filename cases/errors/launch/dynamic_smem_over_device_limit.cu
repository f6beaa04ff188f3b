// SPDX-License-Identifier: Apache-2.0
// Dynamic shared memory one byte above sharedMemPerBlockOptin fails with
// cudaErrorInvalidConfiguration.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(LaunchConfig, DynamicSmemOverDeviceLimit,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidConfiguration)",
            .quote =
                "Requesting more shared memory per block than the device supports will trigger this error, as will requesting too many threads or blocks."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));

  noop<<<1, 1, static_cast<size_t>(optin) + 1>>>();
  cudaError_t r = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, r, cudaErrorInvalidConfiguration);
  cudasem::environment("dynamic_smem_bytes", optin + 1);
}
