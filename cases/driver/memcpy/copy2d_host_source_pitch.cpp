// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 1000 bytes x 9 rows from pageable memory with a 1024-byte pitch into a
// cuMemAllocPitch region: each destination row holds the source row that srcPitch selects; the rest
// keeps its bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, HostSourcePitch,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote =
                "If srcMemoryType is CU_MEMORYTYPE_HOST, srcHost and srcPitch specify the (host) base address of the source data and the bytes per row to apply."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_writes_box(Copy2DApi::copy2d, RegionSide::host, RegionSide::device, CopyBox{});
}
