// SPDX-License-Identifier: Apache-2.0
// cuTensorMapEncodeTiled with tensorRank 0 fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, RankZeroFails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "tensorRank must be non-zero and less than or equal to the maximum supported dimensionality of 5."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.rank = 0; }, false);
}
