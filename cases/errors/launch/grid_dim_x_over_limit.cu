// SPDX-License-Identifier: Apache-2.0
// A launch with gridDim.x one above maxGridDimX fails with cudaErrorInvalidConfiguration.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(LaunchConfig, GridDimXOverLimit,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidConfiguration)",
            .quote =
                "Requesting more shared memory per block than the device supports will trigger this error, as will requesting too many threads or blocks."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int max_x = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_x, cudaDevAttrMaxGridDimX, 0));

  noop<<<dim3(static_cast<unsigned>(max_x) + 1u, 1, 1), 1>>>();
  cudaError_t r = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, r, cudaErrorInvalidConfiguration);
  cudasem::environment("grid_dim_x", static_cast<std::int64_t>(max_x) + 1);
}
