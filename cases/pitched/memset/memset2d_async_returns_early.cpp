// SPDX-License-Identifier: Apache-2.0
// A gate holds a stream; cudaMemset2DAsync into that stream returns while it holds, and the
// rows are set after the stream is synchronized.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemset2DAsync, ReturnsBeforeStreamWork,
    {
        .api = {"cudaMemset2DAsync"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote = "The Async versions are always asynchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 2048, kRows = 32;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PitchedAlloc a;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, kWidth, kRows));

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { CUDASEM_EXPECT_OK(cudaMemset2DAsync(a.bytes(), a.pitch, 0x42, kWidth, kRows, stream)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  std::vector<unsigned char> back(a.pitch * kRows);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), a.bytes(), back.size(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED(
      "set_region.bytes_set", cudasem::count_value(back.data(), a.pitch, kWidth, kRows, 0x42), kWidth * kRows);
}
