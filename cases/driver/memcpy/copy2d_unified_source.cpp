// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 1000 bytes x 9 rows whose source is pinned memory (cuMemAllocHost) named as
// CU_MEMORYTYPE_UNIFIED with its address in srcDevice: the destination rows hold the source rows;
// the rest keeps its bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, UnifiedSource,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote =
                "If srcMemoryType is CU_MEMORYTYPE_UNIFIED, srcDevice and srcPitch specify the (unified virtual address space) base address of the source data and the bytes per row to apply."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_writes_box(Copy2DApi::copy2d, RegionSide::unified_host, RegionSide::device, CopyBox{});
}
