// SPDX-License-Identifier: Apache-2.0
// A launch with one thread more than maxThreadsPerBlock fails with
// cudaErrorInvalidConfiguration.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(LaunchConfig, TooManyThreadsPerBlock, {
    .id = "errors.launch.too_many_threads_per_block",
    .cite = {.doc = "RT", .section = "cudaError (cudaErrorInvalidConfiguration)",
             .quote = "Requesting more shared memory per block than the device supports will trigger this error, as will requesting too many threads or blocks.",
             .version = "13.0"},
}) {
  int max_threads = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_threads, cudaDevAttrMaxThreadsPerBlock, 0));

  noop<<<1, max_threads + 1>>>();
  cudaError_t r = cudaGetLastError();

  CUDASEM_EXPECT_ERROR(r, cudaErrorInvalidConfiguration);
  cudasem::observe("threads_per_block", max_threads + 1);
}
