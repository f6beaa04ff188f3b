// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream is recorded, not asserted (the copied data still is).
// A gate holds a stream; cudaMemcpy2DAsync between two pitched allocations in that stream
// returns while it holds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DAsync, DeviceToDeviceReturnsEarly, {
    .id = "pitched.async.copy2d_d2d_returns_early",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMemcpy2DAsync",
             .quote = "cudaMemcpy2DAsync() is asynchronous with respect to the host, so the call may return before the copy is complete.",
             .version = "13.0"},
}) {
  namespace p = cudasem_cases::pitched;
  constexpr std::size_t kWidth = 1000, kRows = 256;
  cudasem::Stream stream(cudaStreamNonBlocking);
  p::PitchedAlloc a, b;
  CUDASEM_ASSERT_OK(p::malloc_pitch(a, kWidth, kRows));
  CUDASEM_ASSERT_OK(p::malloc_pitch(b, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudaMemset(a.bytes(), 1, a.pitch * kRows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2DAsync(b.bytes(), b.pitch, a.bytes(), a.pitch, kWidth, kRows,
                                        cudaMemcpyDeviceToDevice, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("attempts", r.attempts);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
