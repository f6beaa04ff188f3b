// SPDX-License-Identifier: Apache-2.0
// A __launch_bounds__(128) kernel launched with 256 threads per block.
#include "cudasem/cudasem.h"

namespace {
__global__ void __launch_bounds__(128) bounded(unsigned* out) {
  if (threadIdx.x == 0) *out = 1;
}
}  // namespace

CUDASEM_CASE(LaunchConfig, LaunchBoundsExceededFails,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) C++ Language Extensions, Launch Bounds",
            .quote =
                "A kernel will fail to launch if it is executed with more threads per block than its launch bound maxThreadsPerBlock."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  bounded<<<1, 256>>>(out.data());
  cudaError_t r = cudaGetLastError();

  CUDASEM_EXPECT_FAILURE_OF(cudaLaunchKernel, r);
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));
  cudasem::observe("kernel_ran", host == 1);
}
