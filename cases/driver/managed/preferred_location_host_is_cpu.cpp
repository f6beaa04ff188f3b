// SPDX-License-Identifier: Apache-2.0
// cuMemAdvise(CU_MEM_ADVISE_SET_PREFERRED_LOCATION, host) over 2 MiB of managed memory:
// CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION of the range is CU_DEVICE_CPU.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAdvise, PreferredLocationHostIsCpu,
    {
        .api = {"cuMemAdvise", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "or it will be CU_DEVICE_CPU if all pages in the memory range have the CPU as their preferred location"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_int_after_advice(Advice::prefer_host, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, CU_DEVICE_CPU);
}
