// SPDX-License-Identifier: Apache-2.0
// A launch-configuration error is reported at launch and does not poison the context.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(NonStickyErrors, InvalidConfigurationLeavesContextUsable, {
    .id = "errors.nonsticky.invalid_configuration_leaves_context_usable",
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.12. Error Checking",
             .quote = "only reports errors that occur on the host prior to executing the task, typically related to parameter validation",
             .version = "13.0"},
}) {
  int max_threads = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_threads, cudaDevAttrMaxThreadsPerBlock, 0));
  cudasem::DeviceBuffer<unsigned> buffer(1024);
  noop<<<1, max_threads + 1>>>();
  cudaError_t bad = cudaGetLastError();

  cudaError_t good = cudasem::kernels::launch_fill(nullptr, buffer.data(), buffer.size(), 7);
  cudaError_t sync = cudaDeviceSynchronize();
  unsigned host = 0;
  cudaError_t copy = cudaMemcpy(&host, buffer.data(), sizeof host, cudaMemcpyDeviceToHost);

  cudasem::observe("rejected_launch", cudasem::error_text(bad));
  CUDASEM_EXPECT_FAILURE_OF(cudaLaunchKernel, bad);  // which code: errors.launch.too_many_threads_per_block
  CUDASEM_EXPECT_ERROR(sync, cudaSuccess);
  CUDASEM_EXPECT_ERROR(good, cudaSuccess);
  CUDASEM_EXPECT_ERROR(copy, cudaSuccess);
  EXPECT_EQ(host, 7u);
}
