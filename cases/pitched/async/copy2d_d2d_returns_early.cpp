// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream is recorded, not asserted (the copied data still is).
// A gate holds a stream; cudaMemcpy2DAsync between two pitched allocations in that stream
// returns while it holds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DAsync, DeviceToDeviceReturnsEarly,
    {
        .api = {"cudaMemcpy2DAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DAsync",
            .quote =
                "cudaMemcpy2DAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr std::size_t kWidth = 1000, kRows = 256;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PitchedAlloc a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(b, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudaMemset(a.bytes(), 1, a.pitch * kRows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpy2DAsync(b.bytes(), b.pitch, a.bytes(), a.pitch, kWidth, kRows, cudaMemcpyDeviceToDevice, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
