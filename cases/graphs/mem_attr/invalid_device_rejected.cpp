// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetGraphMemAttribute for a device ordinal equal to the device count fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetGraphMemAttribute, InvalidDeviceRejected, {
    .id = "graphs.mem_attr.invalid_device_rejected",
    .cite = {.doc = "RT", .section = "cudaDeviceGetGraphMemAttribute",
             .quote = "Specifies the scope of the query", .version = "13.0"},
}) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  unsigned long long v = 0;
  CUDASEM_EXPECT_FAILURE(cudaDeviceGetGraphMemAttribute(count, cudaGraphMemAttrUsedMemCurrent, &v));
}
