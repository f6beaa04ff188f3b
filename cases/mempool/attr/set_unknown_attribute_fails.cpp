// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAttribute with an attribute outside its supported list (enum value 0x7f) fails
// with one of its documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, SetUnknownAttributeFails,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute", .quote = "Supported attributes are:"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::mempool::expect_set_attribute_fails(static_cast<cudaMemPoolAttr>(0x7f));
}
