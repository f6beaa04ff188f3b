// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpyToSymbol from device memory (device to device)
// behind it must return while it holds.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
__device__ unsigned g_d2d_target[1 << 16];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbolSync, DeviceToDeviceDoesNotSyncHost,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote = "For transfers from device memory to device memory, no host-side synchronization is performed."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  cudasem::DeviceBuffer<unsigned> source(1 << 16);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, source.data(), source.size(), 0));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpyToSymbol(g_d2d_target, source.data(), source.bytes(), 0, cudaMemcpyDeviceToDevice));
  });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("gate_finished_at_return", r.gate_finished_at_return, false);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
