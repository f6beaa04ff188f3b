// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTensorMapEncodeTiled of a 64 x 512 float tensor with a box of 32 x 264 (above
// 256) is called: the text says what the caller must pass and names no outcome for this value, so
// the code it returns is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, BoxAbove256Fails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "boxDim array, which specifies number of elements to be traversed along each of the tensorRank dimensions, must be non-zero and less than or equal to 256."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled(
      [](TiledArgs& a) {
        a.dims[1] = 512;
        a.box[1] = 264;
      },
      false);
}
