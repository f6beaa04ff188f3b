// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a memset into pinned memory must wait for it and have
// written the bytes by the time it returns.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemset, PinnedTargetIsSynchronous,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote =
                "The cudaMemset functions are asynchronous with respect to the host except when the target memory is pinned host memory."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::PinnedBuffer<unsigned char> pinned(4096);
  for (std::size_t i = 0; i < pinned.size(); ++i) pinned[i] = 0;
  std::size_t written_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemset(pinned.data(), 0x77, pinned.bytes()));
    for (std::size_t i = 0; i < pinned.size(); ++i)
      written_at_return += static_cast<volatile unsigned char&>(pinned[i]) == 0x77;
  });

  // The bytes written by the time the call returned are the proof; when it returned is recorded only.
  cudasem::observe("returned_after_release", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("bytes_written_at_return", written_at_return, pinned.size());
}
