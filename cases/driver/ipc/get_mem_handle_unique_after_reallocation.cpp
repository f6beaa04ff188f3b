// SPDX-License-Identifier: Apache-2.0
// 2 MiB from cuMemAlloc exported, freed, and allocated again at the same address (else UNSUPPORTED):
// cuIpcGetMemHandle of the new allocation returns a handle unlike the first.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuIpcGetMemHandle, UniqueForReallocatedAddress,
    {
        .api = {"cuIpcGetMemHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcGetMemHandle",
            .quote =
                "If a region of memory is freed with cuMemFree and a subsequent call to cuMemAlloc returns memory with the same device address, cuIpcGetMemHandle will return a unique handle for the new memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  CUipcMemHandle first{}, second{};
  CUdeviceptr first_address = 0;
  {
    cudasem::DeviceMem mem;
    CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), kBytes));
    first_address = mem.get();
    CUDASEM_ASSERT_CU_OK(drv.cuIpcGetMemHandle(&first, mem.get()));
  }
  cudasem::DeviceMem again;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(again.out(), kBytes));
  if (again.get() != first_address) GTEST_SKIP() << "cuMemAlloc returned another address; nothing to compare";

  CUDASEM_ASSERT_CU_OK(drv.cuIpcGetMemHandle(&second, again.get()));

  const bool unique = std::memcmp(&first, &second, sizeof first) != 0;
  CUDASEM_EXPECT_TRUE_NAMED("handles_differ", unique);
}
