// SPDX-License-Identifier: Apache-2.0
// The kernel touches the __managed__ variable by name, so the variable and kernel are the behavior.
#include "cudasem/cudasem.h"

static __managed__ unsigned managed_counter = 41;

static __global__ void increment_managed_counter() { managed_counter += 1; }

CUDASEM_CASE(ManagedVariable, ReachableFromHostAndKernel,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.3. Global-Scope Managed Variables Using __managed__",
            .quote = "CUDA __managed__ variables behave as if they were allocated via cudaMallocManaged()"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const unsigned initial = managed_counter;
  managed_counter = 5;

  increment_managed_counter<<<1, 1>>>();
  CUDASEM_EXPECT_OK(cudaGetLastError());
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_EQ_NAMED("initializer_seen_on_host", initial, 41u);
  CUDASEM_EXPECT_EQ_NAMED("value_after_kernel", managed_counter, 6u);
}
