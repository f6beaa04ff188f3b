// SPDX-License-Identifier: Apache-2.0
// cudaHostRegister page-locks memory, so it is pinned host memory for this rule.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemset, RegisteredTargetIsSynchronous,
    {
        .api = {"cudaMemset"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote =
                "The cudaMemset functions are asynchronous with respect to the host except when the target memory is pinned host memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  cudasem::RegisteredBuffer<unsigned char> registered(4096);
  for (std::size_t i = 0; i < registered.size(); ++i) registered[i] = 0;
  std::size_t written_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemset(registered.data(), 0x77, registered.bytes()));
    for (std::size_t i = 0; i < registered.size(); ++i)
      written_at_return += static_cast<volatile unsigned char&>(registered[i]) == 0x77;
  });

  // The bytes written by the time the call returned are the proof; when it returned is recorded only.
  cudasem::observe("returned_after_release", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("bytes_written_at_return", written_at_return, registered.size());
}
