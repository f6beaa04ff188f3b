// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a synchronous memset into pinned memory (legacy
// stream) returns, with the bytes written, while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemsetCrossStream, PinnedTargetCompletesWhileNonBlockingStreamHeld,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned char> pinned(4096);
  std::size_t written_at_return = 0;

  auto r = cudasem::call_behind_gate_expecting_return(nonblocking, [&] {
    for (std::size_t i = 0; i < pinned.size(); ++i) pinned[i] = 0;
    CUDASEM_EXPECT_OK(cudaMemset(pinned.data(), 0x77, pinned.bytes()));
    written_at_return = 0;
    for (std::size_t i = 0; i < pinned.size(); ++i)
      written_at_return += static_cast<volatile unsigned char&>(pinned[i]) == 0x77;
  });

  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("bytes_written_at_return", written_at_return, pinned.size());
}
