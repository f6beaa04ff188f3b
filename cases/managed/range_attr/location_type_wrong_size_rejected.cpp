// SPDX-License-Identifier: Apache-2.0
// PreferredLocationType is read into a cudaMemLocationType and dataSize must be its size: a
// dataSize of 8: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemRangeGetAttribute, LocationTypeWrongSizeRejected,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "If this attribute is specified, data will be interpreted as a cudaMemLocationType, and dataSize must be sizeof(cudaMemLocationType)."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  long long value = 0;
  static_assert(sizeof value != sizeof(cudaMemLocationType));

  cudasem::observe("cudaMemRangeGetAttribute_result",
      cudaMemRangeGetAttribute(
          &value, sizeof value, cudaMemRangeAttributePreferredLocationType, buffer.data(), buffer.bytes()));

  cudasem::last_error(cudasem::LastError::clear);
}
