// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a D2D cudaMemcpy behind it must return while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpySync, DeviceToDeviceDoesNotSyncHost,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote = "For transfers from device memory to device memory, no host-side synchronization is performed."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::DeviceBuffer<unsigned> a(kCount), b(kCount);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, a.data(), kCount, 0));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(
      nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemcpy(b.data(), a.data(), a.bytes(), cudaMemcpyDeviceToDevice)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("gate_finished_at_return", r.gate_finished_at_return, false);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
