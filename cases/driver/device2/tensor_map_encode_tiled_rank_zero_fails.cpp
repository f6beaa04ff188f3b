// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTensorMapEncodeTiled with tensorRank 0 is called: the text says what the
// caller must pass and names no outcome for this value, so the code it returns is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, RankZeroFails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "tensorRank must be non-zero and less than or equal to the maximum supported dimensionality of 5."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.rank = 0; }, false);
}
