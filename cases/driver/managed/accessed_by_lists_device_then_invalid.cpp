// SPDX-License-Identifier: Apache-2.0
// CU_MEM_ADVISE_SET_ACCESSED_BY device 0 over 2 MiB of managed memory (device 0 the only GPU):
// CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY with room for 3 ints returns { 0, CU_DEVICE_INVALID, CU_DEVICE_INVALID }.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, AccessedByFillsExtraWithInvalid,
    {
        .api = {"cuMemAdvise", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "The result returned will be a list of device ids that had CU_MEM_ADVISE_SET_ACCESSED_BY set for that entire memory range. If any device does not have that advice set for the entire memory range, that device will not be included. If data is larger than the number of devices that have that advice set for that memory range, CU_DEVICE_INVALID will be returned in all the extra space provided."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  cudasem::DeviceMem mem;
  ASSERT_NO_FATAL_FAILURE(advise_managed(mem, kBytes, Advice::accessed_by_device));
  int ids[3] = {7, 7, 7};

  CUDASEM_ASSERT_CU_OK(
      drv.cuMemRangeGetAttribute(ids, sizeof ids, CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY, mem.get(), kBytes));

  CUDASEM_EXPECT_EQ_NAMED("accessed_by_first", ids[0], 0);
  CUDASEM_EXPECT_EQ_NAMED("accessed_by_second", ids[1], CU_DEVICE_INVALID);
  CUDASEM_EXPECT_EQ_NAMED("accessed_by_third", ids[2], CU_DEVICE_INVALID);
}
