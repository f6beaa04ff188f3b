// SPDX-License-Identifier: Apache-2.0
// cuTensorMapEncodeTiled with an element stride of 9 in dimension 1 fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, ElementStrideAbove8Fails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "elementStrides array, which specifies the iteration step along each of the tensorRank dimensions, must be non-zero and less than or equal to 8."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.element_strides[1] = 9; }, false);
}
