// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a cuMemcpyDtoD of 1 MiB queued behind it must return while the
// gate still holds.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoD, NoHostSync,
    {
        .api = {"cuMemcpyDtoD"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote = "For transfers from device memory to device memory, no host-side synchronization is performed."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{1} << 20;
  cudasem::DeviceMem a, b;
  const CUdeviceptr src = alloc_device_bytes(a, kBytes), dst = alloc_device_bytes(b, kBytes);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD8(src, 0x3c, kBytes));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());

  auto r = cudasem::call_behind_gate_expecting_return(
      nullptr, [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemcpyDtoD(dst, src, kBytes)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
