// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D between two pageable host matrices, issued while a gate holds the legacy
// stream, has copied every row when it returns; whether it waited for the gate is recorded.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DSync, HostToHostCompleteOnReturn,
    {
        .api = {"cudaMemcpy2D"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from any host memory to any host memory, the function is fully synchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kWidth = 1000, kRows = 512, kSrcPitch = 1024, kDstPitch = 1100;
  auto source = cudasem::make_matrix(kSrcPitch, kWidth, kRows, 29);
  cudasem::PageableBuffer<unsigned char> dst(kDstPitch * kRows);
  for (std::size_t i = 0; i < dst.size(); ++i) dst[i] = 0;
  std::size_t copied_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpy2D(dst.data(), kDstPitch, source.data(), kSrcPitch, kWidth, kRows, cudaMemcpyHostToHost));
    copied_at_return = cudasem::count_pattern(dst.data(), kDstPitch, kWidth, kRows, 29);
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("copied_at_return", copied_at_return, kWidth * kRows);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
