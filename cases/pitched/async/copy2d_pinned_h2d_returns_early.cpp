// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the rows arrived, are recorded, not asserted.
// A gate holds a stream; cudaMemcpy2DAsync from pinned memory to a pitched allocation in that
// stream returns while it holds, and the rows arrive once the stream is synchronized.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DAsync, PinnedToDeviceReturnsEarly,
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
  cudasem::PitchedAlloc device;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(device, kWidth, kRows));
  cudasem::PinnedBuffer<unsigned char> host(kWidth * kRows);
  auto source = cudasem::make_matrix(kWidth, kWidth, kRows, 31);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = source[i];

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2DAsync(
        device.bytes(), device.pitch, host.data(), kWidth, kWidth, kRows, cudaMemcpyHostToDevice, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  std::vector<unsigned char> back(kWidth * kRows);
  CUDASEM_ASSERT_OK(
      cudaMemcpy2D(back.data(), kWidth, device.bytes(), device.pitch, kWidth, kRows, cudaMemcpyDeviceToHost));
  cudasem::observe("copy_matches_source_after_sync", back == source);
}
