// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetGraphMemAttribute for a device ordinal equal to the device count fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetGraphMemAttribute, InvalidDeviceRejected,
    {
        .api = {"cudaDeviceGetGraphMemAttribute"},
        .cite = {.doc = "RT", .section = "cudaDeviceGetGraphMemAttribute", .quote = "Specifies the scope of the query"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  unsigned long long v = 0;
  CUDASEM_EXPECT_FAILURE(cudaDeviceGetGraphMemAttribute(count, cudaGraphMemAttrUsedMemCurrent, &v));
}
