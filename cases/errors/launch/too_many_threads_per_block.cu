// SPDX-License-Identifier: Apache-2.0
// A launch with one thread more than maxThreadsPerBlock fails with
// cudaErrorInvalidConfiguration.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(LaunchConfig, TooManyThreadsPerBlock,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidConfiguration)",
            .quote =
                "Requesting more shared memory per block than the device supports will trigger this error, as will requesting too many threads or blocks."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int max_threads = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_threads, cudaDevAttrMaxThreadsPerBlock, 0));

  noop<<<1, max_threads + 1>>>();
  cudaError_t r = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, r, cudaErrorInvalidConfiguration);
  cudasem::environment("threads_per_block", max_threads + 1);
}
