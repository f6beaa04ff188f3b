// SPDX-License-Identifier: Apache-2.0
// A launch-configuration error is reported at launch and does not poison the context.
#include <vector>

#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(NonStickyErrors, InvalidConfigurationLeavesContextUsable,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.12. Error Checking",
            .quote =
                "only reports errors that occur on the host prior to executing the task, typically related to parameter validation"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int max_threads = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_threads, cudaDevAttrMaxThreadsPerBlock, 0));
  cudasem::DeviceBuffer<unsigned> buffer(1024);
  noop<<<1, max_threads + 1>>>();
  cudaError_t bad = cudaGetLastError();

  cudaError_t good = cudasem::kernels::launch_fill(nullptr, buffer.data(), buffer.size(), 7);
  cudaError_t sync = cudaDeviceSynchronize();
  std::vector<unsigned> host(buffer.size());
  cudaError_t copy = cudaMemcpy(host.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost);

  cudasem::observe("rejected_launch", bad);
  CUDASEM_EXPECT_FAILURE_OF(cudaLaunchKernel, bad);  // which code: errors.launch.too_many_threads_per_block
  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, good, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaMemcpy, copy, cudaSuccess);
  std::size_t filled = 0;
  for (unsigned v : host) filled += v == 7u;
  CUDASEM_EXPECT_EQ_NAMED("words_filled_after_rejected_launch", filled, host.size())
      << "the launch after the rejected one did not fill every element";
}
