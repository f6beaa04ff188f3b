// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemAttrUsedMemCurrent is not one of the attributes cudaDeviceSetGraphMemAttribute
// accepts: what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceSetGraphMemAttribute, UsedCurrentRejected,
    {
        .api = {"cudaDeviceSetGraphMemAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetGraphMemAttribute",
            .quote =
                "Valid attributes are: - cudaGraphMemAttrUsedMemHigh: High watermark of memory, in bytes, associated with graphs since the last time it was reset."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  unsigned long long zero = 0;
  cudasem::observe("cudaDeviceSetGraphMemAttribute_result",
      cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero));
}
