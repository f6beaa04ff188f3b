// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether
// cudaMemcpyFromArrayAsync (deprecated) into pinned memory returned while a gate held its stream,
// and whether the 40 bytes from (hOffset 5, wOffset 12) of a 64x16 8-bit array arrived after the
// stream is synchronized, are recorded, not asserted.
#include "../arrays.h"
#include "../arrays_legacy.h"
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaMemcpyFromArrayAsync, ToPinnedReturnsEarly,
    {
        .api = {"cudaMemcpyFromArrayAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromArrayAsync",
            .quote =
                "cudaMemcpyFromArrayAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  namespace a = cudasem::arrays;
  constexpr std::size_t kRow = 5, kColumn = 12, kCount = 40;
  const auto contents = cudasem::make_matrix(a::kLegacyWidth, a::kLegacyWidth, a::kLegacyRows, 47);
  cudasem::Array array;
  ASSERT_NO_FATAL_FAILURE(a::make_legacy_array(array, contents));
  cudasem::PinnedBuffer<unsigned char> host(kCount);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;
  cudasem::Stream stream(cudaStreamNonBlocking);

  a::copy_while_gate_holds(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpyFromArrayAsync(host.data(), array.get(), kColumn, kRow, kCount, cudaMemcpyDeviceToHost, stream));
  });
  if (HasFatalFailure()) return;

  std::size_t copied = 0;
  for (std::size_t i = 0; i < kCount; ++i) copied += host[i] == contents[kRow * a::kLegacyWidth + kColumn + i];
  cudasem::observe("all_bytes_copied_after_sync", copied == kCount);
}
