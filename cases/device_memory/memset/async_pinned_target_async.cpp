// SPDX-License-Identifier: Apache-2.0
// A gate holds the stream; cudaMemsetAsync into pinned memory must still return at once.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemsetAsync, PinnedTargetIsAsynchronous,
    {
        .api = {"cudaMemsetAsync"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote = "The Async versions are always asynchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned char> pinned(4096);
  for (std::size_t i = 0; i < pinned.size(); ++i) pinned[i] = 0;

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { CUDASEM_EXPECT_OK(cudaMemsetAsync(pinned.data(), 0x77, pinned.bytes(), stream)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  CUDASEM_EXPECT_EQ_NAMED("pinned.last_byte_set", pinned[pinned.size() - 1], 0x77);
}
