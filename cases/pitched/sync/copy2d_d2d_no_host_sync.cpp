// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpy2D between two pitched allocations behind it must
// return while it holds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, DeviceToDeviceDoesNotSyncHost,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote = "For transfers from device memory to device memory, no host-side synchronization is performed."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  constexpr std::size_t kWidth = 1000, kRows = 256;
  cudasem::PitchedAlloc a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(b, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudaMemset(a.bytes(), 1, a.pitch * kRows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2D(b.bytes(), b.pitch, a.bytes(), a.pitch, kWidth, kRows, cudaMemcpyDeviceToDevice));
  });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("gate_finished_at_return", r.gate_finished_at_return, false);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
