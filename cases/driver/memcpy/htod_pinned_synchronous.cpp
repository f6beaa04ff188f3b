// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a 1 MiB cuMemcpyHtoD from pinned memory (cuMemAllocHost) queued
// behind it is synchronous with respect to the host: its return follows the gate's release at two
// release delays (100 ms and 1 s).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyHtoD, PinnedSynchronous,
    {
        .api = {"cuMemcpyHtoD"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from pinned host memory to device memory, the function is synchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{1} << 20;
  HostBytes host(kBytes, HostMemKind::pinned);
  host.assign(copy_pattern_bytes(kBytes, 2));
  cudasem::DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, kBytes);

  auto v = cudasem::call_waits_for_gate(
      nullptr, [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemcpyHtoD(device, host.data(), kBytes)); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", v.waited)
      << "the call's return did not follow the legacy-stream gate's release at both delays";
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
