// SPDX-License-Identifier: Apache-2.0
// cudaMemRangeGetAttributes also requires managed memory: a cudaMalloc range: what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemRangeGetAttributes, DeviceMemoryRejected,
    {
        .api = {"cudaMemRangeGetAttributes"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttributes",
            .quote =
                "The memory range must refer to managed memory allocated via cudaMallocManaged or declared via __managed__ variables."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned> device(1 << 16);
  ASSERT_NE(device.data(), nullptr);
  int read_mostly = 0, last = 0;
  void* data[] = {&read_mostly, &last};
  std::size_t sizes[] = {sizeof read_mostly, sizeof last};
  cudaMemRangeAttribute attributes[] = {cudaMemRangeAttributeReadMostly, cudaMemRangeAttributeLastPrefetchLocation};

  cudasem::observe("cudaMemRangeGetAttributes_result",
      cudaMemRangeGetAttributes(data, sizes, attributes, 2, device.data(), device.bytes()));

  cudasem::last_error(cudasem::LastError::clear);
}
