// SPDX-License-Identifier: Apache-2.0
// Under lazy loading, the first launch of a kernel that is not loaded yet may wait for a kernel
// already running in another stream: loading it "might require context synchronization".
// Records whether the first launch returned while a gate kernel held another stream, and, as
// the control, whether a second launch of the same (now loaded) kernel did.
// The harness loads modules eagerly for every other case for exactly this reason.
#include "cudasem/cudasem.h"

namespace {
__global__ void loaded_on_first_use() {}
}  // namespace

CUDASEM_CASE(LazyLoading, FirstLaunchMayWaitForRunningKernel,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (12.2) Lazy Loading, Possible Issues When Adopting Lazy Loading: Concurrent Execution",
            .quote = "Loading kernels might require context synchronization.",
            .version = "12.2",
            .url = "https://docs.nvidia.com/cuda/archive/12.2.1/cuda-c-programming-guide/lazy-loading.html"},
        .claim = cudasem::Claim::hedge,
        .env = {"CUDA_MODULE_LOADING=LAZY"},
    }) {
  cudasem::Stream gated(cudaStreamNonBlocking), other(cudaStreamNonBlocking);
  auto launch = [&] {
    loaded_on_first_use<<<1, 1, 0, other>>>();
    CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  };

  auto first = cudasem::call_behind_gate(gated, launch, cudasem::milliseconds(1000));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  auto second = cudasem::call_behind_gate(gated, launch, cudasem::milliseconds(1000));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("first_launch_returned_while_gate_held", first.returned_before_release);
  cudasem::observe("second_launch_returned_while_gate_held", second.returned_before_release);
}
