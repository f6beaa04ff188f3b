// SPDX-License-Identifier: Apache-2.0
// The current text names only pinned memory as synchronous; older texts also named
// Unified Memory. Records which one the driver does.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemset, ManagedTargetSynchronization,
    {
        .api = {"cudaMemset"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote =
                "The cudaMemset functions are asynchronous with respect to the host except when the target memory is pinned host memory."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  void* managed = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocManaged(&managed, 4096));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaError_t result = cudaSuccess;

  auto r = cudasem::call_behind_gate(nullptr, [&] { result = cudaMemset(managed, 0x77, 4096); });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("memset_result", result);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  CUDASEM_EXPECT_OK(cudaFree(managed));
}
