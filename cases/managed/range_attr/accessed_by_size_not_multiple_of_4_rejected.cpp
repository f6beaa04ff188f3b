// SPDX-License-Identifier: Apache-2.0
// The AccessedBy result needs a non-zero multiple of 4 bytes: dataSize 6 and dataSize 0: what it
// returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemRangeGetAttribute, AccessedBySizeNotMultipleOf4Rejected,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "If this attribute is specified, data will be interpreted as an array of 32-bit integers, and dataSize must be a non-zero multiple of 4."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  int devices[4] = {};

  cudasem::observe("data_size_6_result",
      cudaMemRangeGetAttribute(devices, 6, cudaMemRangeAttributeAccessedBy, buffer.data(), buffer.bytes()));
  cudasem::observe("data_size_0_result",
      cudaMemRangeGetAttribute(devices, 0, cudaMemRangeAttributeAccessedBy, buffer.data(), buffer.bytes()));

  cudasem::last_error(cudasem::LastError::clear);
}
