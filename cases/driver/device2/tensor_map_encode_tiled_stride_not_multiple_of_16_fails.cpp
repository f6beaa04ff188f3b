// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTensorMapEncodeTiled with a row stride of 264 bytes (not a multiple of 16) is
// called: the text says what the caller must pass and names no outcome for this value, so the code
// it returns is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, StrideNotMultipleOf16Fails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "globalStrides array, which specifies tensor stride of each of the lower tensorRank - 1 dimensions in bytes, must be a multiple of 16 and less than 2^40."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.strides[0] = 264; }, false);
}
