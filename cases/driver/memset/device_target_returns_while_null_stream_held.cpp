// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a cuMemsetD32 of 1 MiB of device memory queued behind it must
// return while the gate still holds.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD32, DeviceTargetReturnsWhileNullStreamHeld,
    {
        .api = {"cuMemsetD32"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote =
                "The cudaMemset functions are asynchronous with respect to the host except when the target memory is pinned host memory."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWords = std::size_t{1} << 18;
  cudasem::DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, kWords * 4);

  auto r = cudasem::call_behind_gate_expecting_return(
      nullptr, [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemsetD32(device, 0x5a5a5a5au, kWords)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
