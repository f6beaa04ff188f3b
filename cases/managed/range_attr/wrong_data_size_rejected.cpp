// SPDX-License-Identifier: Apache-2.0
// ReadMostly is a 32-bit result and dataSize must be 4: dataSize 8: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemRangeGetAttribute, WrongDataSizeRejected,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "If this attribute is specified, data will be interpreted as a 32-bit integer, and dataSize must be 4."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  long long value = 0;

  cudasem::observe("cudaMemRangeGetAttribute_result",
      cudaMemRangeGetAttribute(&value, sizeof value, cudaMemRangeAttributeReadMostly, buffer.data(), buffer.bytes()));

  cudasem::last_error(cudasem::LastError::clear);
}
