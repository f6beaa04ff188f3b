// SPDX-License-Identifier: Apache-2.0
// The queried range must be managed memory: a cudaMalloc range: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemRangeGetAttribute, DeviceMemoryRejected,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The memory range must refer to managed memory allocated via cudaMallocManaged or declared via __managed__ variables."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned> device(1 << 16);
  ASSERT_NE(device.data(), nullptr);
  int value = 0;

  cudasem::observe(
      "cudaMemRangeGetAttribute_result", cudaMemRangeGetAttribute(&value, sizeof value,
                                             cudaMemRangeAttributeLastPrefetchLocation, device.data(), device.bytes()));

  cudasem::last_error(cudasem::LastError::clear);
}
