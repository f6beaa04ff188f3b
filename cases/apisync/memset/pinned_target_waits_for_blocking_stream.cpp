// SPDX-License-Identifier: Apache-2.0
// A gate, then a marker kernel writing the target, in a blocking stream; a synchronous memset
// into that pinned memory (legacy stream) must be ordered after them: the target ends memset.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemsetCrossStream, PinnedTargetWaitsForBlockingStream,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::PinnedBuffer<unsigned> pinned(1024);
  for (std::size_t i = 0; i < pinned.size(); ++i) pinned[i] = 0;

  cudasem::call_after_gated_marker(blocking, pinned.data(), pinned.size(), 0xc0ffee,
      [&] { CUDASEM_EXPECT_OK(cudaMemset(pinned.data(), 0x77, pinned.bytes())); });

  std::size_t set = 0;
  for (std::size_t i = 0; i < pinned.size(); ++i) set += pinned[i] == 0x77777777u;
  CUDASEM_EXPECT_EQ_NAMED("words_from_the_memset", set, pinned.size())
      << "the gated marker kernel overwrote the memset: the memset ran first";
}
