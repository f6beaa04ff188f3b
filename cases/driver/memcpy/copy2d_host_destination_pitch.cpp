// SPDX-License-Identifier: Apache-2.0
// cuMemcpy2D of 1000 bytes x 9 rows from a cuMemAllocPitch region into pageable memory with a
// 1024-byte pitch: each row lands at its dstPitch offset; the padding and the tenth row keep their
// bytes.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy2D, HostDestinationPitch,
    {
        .api = {"cuMemcpy2D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy2D",
            .quote =
                "If dstMemoryType is CU_MEMORYTYPE_HOST, dstHost and dstPitch specify the (host) base address of the destination data and the bytes per row to apply."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_2d_copy_writes_box(Copy2DApi::copy2d, RegionSide::device, RegionSide::host, CopyBox{});
}
