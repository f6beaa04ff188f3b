// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether
// cudaMemcpyToArrayAsync (deprecated) from pinned memory returned while a gate held its stream,
// and whether the 40 bytes arrived at (hOffset 5, wOffset 12) of a zeroed 64x16 8-bit array after
// the stream is synchronized, are recorded, not asserted.
#include "../arrays.h"
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyToArrayAsync, FromPinnedReturnsEarly,
    {
        .api = {"cudaMemcpyToArrayAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToArrayAsync",
            .quote =
                "cudaMemcpyToArrayAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  namespace a = cudasem::arrays;
  constexpr std::size_t kRow = 5, kColumn = 12, kCount = 40;
  const std::vector<unsigned char> zeros(a::kLegacyWidth * a::kLegacyRows, 0);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, zeros));
  const auto pattern = cudasem::make_matrix(kCount, kCount, 1, 43);
  cudasem::PinnedBuffer<unsigned char> source(kCount);
  for (std::size_t i = 0; i < kCount; ++i) source[i] = pattern[i];
  cudasem::Stream stream(cudaStreamNonBlocking);

  a::copy_while_gate_holds(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpyToArrayAsync(array.get(), kColumn, kRow, source.data(), kCount, cudaMemcpyHostToDevice, stream));
  });
  if (HasFatalFailure()) return;

  const auto back = a::read_legacy_array(array.get());
  cudasem::observe(
      "copy_matches_source_after_sync", a::legacy_mismatches(back, zeros, pattern.data(), kRow, kColumn, kCount) == 0);
}
