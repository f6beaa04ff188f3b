// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemAttrUsedMemCurrent is not one of the attributes cudaDeviceSetGraphMemAttribute
// accepts: setting it fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceSetGraphMemAttribute, UsedCurrentRejected, {
    .id = "graphs.mem_attr.set_used_current_rejected",
    .cite = {.doc = "RT", .section = "cudaDeviceSetGraphMemAttribute",
             .quote = "Valid attributes are: - cudaGraphMemAttrUsedMemHigh: High watermark of memory, in bytes, associated with graphs since the last time it was reset.",
             .version = "13.0"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  unsigned long long zero = 0;
  CUDASEM_EXPECT_FAILURE(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero));
}
