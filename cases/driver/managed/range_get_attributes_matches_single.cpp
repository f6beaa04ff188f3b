// SPDX-License-Identifier: Apache-2.0
// cuMemRangeGetAttributes of READ_MOSTLY, PREFERRED_LOCATION and LAST_PREFETCH_LOCATION over 2 MiB of
// managed memory advised read-mostly stores the values cuMemRangeGetAttribute returns for each.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttributes, MatchesSingleQueries,
    {
        .api = {"cuMemRangeGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttributes",
            .quote = "The results of the query will be stored in data."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  cudasem::DeviceMem mem;
  ASSERT_NO_FATAL_FAILURE(advise_managed(mem, kBytes, Advice::read_mostly));
  CUmem_range_attribute attrs[3] = {CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION,
      CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION};
  int values[3] = {0x7777, 0x7777, 0x7777};
  void* data[3] = {&values[0], &values[1], &values[2]};
  std::size_t sizes[3] = {4, 4, 4};

  CUDASEM_ASSERT_CU_OK(drv.cuMemRangeGetAttributes(data, sizes, attrs, 3, mem.get(), kBytes));

  std::size_t differing = 0;
  for (int i = 0; i < 3; ++i) differing += values[i] != range_int(attrs[i], mem.get(), kBytes);
  CUDASEM_EXPECT_EQ_NAMED("attributes_differing", differing, 0u);
}
