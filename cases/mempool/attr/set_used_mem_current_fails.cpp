// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolAttrUsedMemCurrent is not among the attributes cudaMemPoolSetAttribute supports (it is
// read-only): setting it fails with one of the function's documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, SetUsedMemCurrentFails,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute", .quote = "Supported attributes are:"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::mempool::expect_set_attribute_fails(cudaMemPoolAttrUsedMemCurrent);
}
