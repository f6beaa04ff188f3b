// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTensorMapEncodeTiled with globalAddress 8 bytes past a 16-byte boundary is
// called: the text says what the caller must pass and names no outcome for this value, so the code
// it returns is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, UnalignedAddressFails,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote =
                "globalAddress, which specifies the starting address of the memory region described, must be 16 byte aligned."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  expect_encode_tiled([](TiledArgs& a) { a.address += 8; }, false);
}
