// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemset2D on pinned host memory must not return before
// the gate is released, and the rows are set when it returns.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemset2D, PinnedTargetIsSynchronous,
    {
        .api = {"cudaMemset2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemset2D",
            .quote =
                "Note that this function is asynchronous with respect to the host unless devPtr refers to pinned host memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  constexpr std::size_t kPitch = 512, kWidth = 300, kRows = 16;
  cudasem::PinnedBuffer<unsigned char> pinned(kPitch * kRows);
  for (std::size_t i = 0; i < pinned.size(); ++i) pinned[i] = 0;
  std::size_t set_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemset2D(pinned.data(), kPitch, 0x77, kWidth, kRows));
    for (std::size_t row = 0; row < kRows; ++row)
      for (std::size_t c = 0; c < kWidth; ++c)
        set_at_return += static_cast<volatile unsigned char&>(pinned[row * kPitch + c]) == 0x77;
  });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("bytes_set_at_return", set_at_return, kWidth * kRows);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
