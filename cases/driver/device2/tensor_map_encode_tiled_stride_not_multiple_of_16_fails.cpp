// SPDX-License-Identifier: Apache-2.0
// cuTensorMapEncodeTiled with a row stride of 264 bytes (not a multiple of 16) fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, StrideNotMultipleOf16Fails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "globalStrides array, which specifies tensor stride of each of the lower tensorRank - 1 dimensions in bytes, must be a multiple of 16 and less than 2^40."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.strides[0] = 264; }, false);
}
