// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTensorMapEncodeTiled with an element stride of 9 in dimension 1 is called:
// the text says what the caller must pass and names no outcome for this value, so the code it
// returns is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, ElementStrideAbove8Fails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "elementStrides array, which specifies the iteration step along each of the tensorRank dimensions, must be non-zero and less than or equal to 8."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.element_strides[1] = 9; }, false);
}
