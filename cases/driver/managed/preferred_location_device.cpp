// SPDX-License-Identifier: Apache-2.0
// cuMemAdvise(CU_MEM_ADVISE_SET_PREFERRED_LOCATION, device 0) over 2 MiB of managed memory:
// CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION of the range is 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAdvise, PreferredLocationDeviceReported,
    {
        .api = {"cuMemAdvise", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "The result returned will be a GPU device id if all pages in the memory range have that GPU as their preferred location"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_int_after_advice(Advice::prefer_device, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, 0);
}
