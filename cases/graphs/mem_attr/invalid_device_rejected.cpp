// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetGraphMemAttribute for a device ordinal equal to the device count: what it returns is
// recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetGraphMemAttribute, InvalidDeviceRejected,
    {
        .api = {"cudaDeviceGetGraphMemAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaDeviceGetGraphMemAttribute", .quote = "Specifies the scope of the query"},
        .claim = cudasem::Claim::hedge,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  unsigned long long v = 0;
  cudasem::observe("cudaDeviceGetGraphMemAttribute_result",
      cudaDeviceGetGraphMemAttribute(count, cudaGraphMemAttrUsedMemCurrent, &v));
}
