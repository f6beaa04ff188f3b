// SPDX-License-Identifier: Apache-2.0
// cuTensorMapEncodeTiled with CU_TENSOR_MAP_SWIZZLE_32B and a box inner dimension of 32 floats (128 bytes)
// fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, Swizzle32BoxInnerAbove32BytesFails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote = "CU_TENSOR_MAP_SWIZZLE_32B requires the bounding box inner dimension to be <= 32."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.swizzle = CU_TENSOR_MAP_SWIZZLE_32B; }, false);
}
