// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTensorMapEncodeTiled with CU_TENSOR_MAP_SWIZZLE_32B and a box inner dimension
// of 32 floats (128 bytes) is called: the text says what the caller must pass and names no outcome
// for this value, so the code it returns is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, Swizzle32BoxInnerAbove32BytesFails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote = "CU_TENSOR_MAP_SWIZZLE_32B requires the bounding box inner dimension to be <= 32."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.swizzle = CU_TENSOR_MAP_SWIZZLE_32B; }, false);
}
