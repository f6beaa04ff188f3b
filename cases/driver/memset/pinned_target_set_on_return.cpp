// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a cuMemsetD8 of 4 KiB of pinned memory (cuMemAllocHost, passed as
// CUdeviceptr) must have written every byte when it returns; when it returned is recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD8, PinnedTargetSetOnReturn,
    {
        .api = {"cuMemsetD8"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote =
                "The cudaMemset functions are asynchronous with respect to the host except when the target memory is pinned host memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096;
  HostBytes pinned(kBytes, HostMemKind::pinned);
  std::size_t written_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_CU_OK(drv.cuMemsetD8(as_device_pointer(pinned.data()), 0x77, kBytes));
    for (std::size_t i = 0; i < kBytes; ++i) written_at_return += pinned.at(i) == 0x77;
  });

  // The bytes written by the time the call returned are the proof; when it returned is recorded only.
  cudasem::observe("returned_after_release", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("bytes_written_at_return", written_at_return, kBytes);
}
