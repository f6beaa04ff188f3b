// SPDX-License-Identifier: Apache-2.0
// Setting cudaMemPoolAttrUsedMemHigh to a non-zero value is illegal: cudaMemPoolSetAttribute fails
// with one of its documented codes, and the watermark is unchanged.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, UsedMemHighSetNonZeroFails,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote = "It is illegal to set this attribute to a non-zero value."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::mempool::expect_set_high_nonzero_fails(cudaMemPoolAttrUsedMemHigh);
}
