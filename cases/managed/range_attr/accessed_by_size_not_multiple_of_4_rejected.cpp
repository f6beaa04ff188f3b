// SPDX-License-Identifier: Apache-2.0
// The AccessedBy result needs a non-zero multiple of 4 bytes: dataSize 6 and dataSize 0 must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemRangeGetAttribute, AccessedBySizeNotMultipleOf4Rejected,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "If this attribute is specified, data will be interpreted as an array of 32-bit integers, and dataSize must be a non-zero multiple of 4."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  int devices[4] = {};

  CUDASEM_EXPECT_FAILURE(
      cudaMemRangeGetAttribute(devices, 6, cudaMemRangeAttributeAccessedBy, buffer.data(), buffer.bytes()));
  CUDASEM_EXPECT_FAILURE(
      cudaMemRangeGetAttribute(devices, 0, cudaMemRangeAttributeAccessedBy, buffer.data(), buffer.bytes()));

  cudasem::last_error(cudasem::LastError::clear);
}
