// SPDX-License-Identifier: Apache-2.0
// A launch with blockDim.z one above maxBlockDimZ fails with cudaErrorInvalidConfiguration.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(LaunchConfig, BlockDimZOverLimit,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidConfiguration)",
            .quote =
                "Requesting more shared memory per block than the device supports will trigger this error, as will requesting too many threads or blocks."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int max_z = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_z, cudaDevAttrMaxBlockDimZ, 0));

  noop<<<1, dim3(1, 1, max_z + 1)>>>();
  cudaError_t r = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, r, cudaErrorInvalidConfiguration);
  cudasem::environment("block_dim_z", max_z + 1);
}
