// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cuMemcpy between two pageable buffers (passed as CUdeviceptr) has
// copied all 1 MiB when it returns; whether it also waited for the gate is recorded.
#include <vector>

#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy, HostToHostSynchronous,
    {
        .api = {"cuMemcpy"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from any host memory to any host memory, the function is fully synchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{1} << 20;
  const std::vector<unsigned char> source = copy_pattern_bytes(kBytes, 8);
  HostBytes dst(kBytes, HostMemKind::pageable);
  std::size_t copied_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_CU_OK(drv.cuMemcpy(as_device_pointer(dst.data()), as_device_pointer(source.data()), kBytes));
    for (std::size_t i = 0; i < kBytes; ++i) copied_at_return += dst.at(i) == source[i];
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("bytes_copied_at_return", copied_at_return, kBytes);
}
