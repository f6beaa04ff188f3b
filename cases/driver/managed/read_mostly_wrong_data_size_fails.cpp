// SPDX-License-Identifier: Apache-2.0
// Characterization: CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY queried with dataSize 8 is called; the text
// names no outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, ReadMostlyDataSizeNotFourFails,
    {
        .api = {"cuMemRangeGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "If this attribute is specified, data will be interpreted as a 32-bit integer, and dataSize must be 4."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, kBytes));
  long long data = 0;

  cudasem::observe("read_mostly_wrong_data_size_result",
      drv.cuMemRangeGetAttribute(&data, sizeof data, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, mem.get(), kBytes));
}
