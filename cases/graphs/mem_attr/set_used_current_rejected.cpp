// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemAttrUsedMemCurrent is not one of the attributes cudaDeviceSetGraphMemAttribute
// accepts: setting it fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceSetGraphMemAttribute, UsedCurrentRejected,
    {
        .api = {"cudaDeviceSetGraphMemAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetGraphMemAttribute",
            .quote =
                "Valid attributes are: - cudaGraphMemAttrUsedMemHigh: High watermark of memory, in bytes, associated with graphs since the last time it was reset."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  unsigned long long zero = 0;
  CUDASEM_EXPECT_FAILURE(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero));
}
