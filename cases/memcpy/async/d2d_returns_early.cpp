// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
// A gate holds the stream; the D2D copy behind it must return while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyAsync, DeviceToDeviceReturnsBeforeCopy,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Asynchronous)",
            .quote = "For all other transfers, the function should be fully asynchronous."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> a(kCount), b(kCount);
  CUDASEM_ASSERT_OK(cudaMemset(a.data(), 0, a.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(stream,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpyAsync(b.data(), a.data(), a.bytes(), cudaMemcpyDeviceToDevice, stream)); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
