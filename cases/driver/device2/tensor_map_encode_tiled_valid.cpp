// SPDX-License-Identifier: Apache-2.0
// cuTensorMapEncodeTiled of a 64 x 64 float tensor in device memory (256-byte rows) with 32 x 32 boxes, no
// interleave or swizzle, succeeds.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, ValidTiledMapEncodes,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "Creates a descriptor for Tensor Memory Access (TMA) object specified by the parameters describing a tiled region and returns it in tensorMap."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { (void)a; }, true);
}
