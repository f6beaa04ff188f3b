// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemset2D on device memory behind it returns while it
// holds, and the rows are set once the device is synchronized.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemset2D, DeviceTargetIsAsynchronous,
    {
        .api = {"cudaMemset2D"},
        .cite = {.doc = "RT",
            .section = "cudaMemset2D",
            .quote =
                "Note that this function is asynchronous with respect to the host unless devPtr refers to pinned host memory."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 4096, kRows = 64;
  cudasem::PitchedAlloc a;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, kWidth, kRows));

  auto r = cudasem::call_behind_gate_expecting_return(
      nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemset2D(a.bytes(), a.pitch, 0x3c, kWidth, kRows)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::vector<unsigned char> back(a.pitch * kRows);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), a.bytes(), back.size(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("last_set_byte.value", back[(kRows - 1) * a.pitch + kWidth - 1], 0x3c);
}
