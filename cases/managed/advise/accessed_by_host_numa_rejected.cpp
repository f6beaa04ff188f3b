// SPDX-License-Identifier: Apache-2.0
// SetAccessedBy accepts only device and host locations: a host NUMA location must be rejected.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, AccessedByHostNumaRejected,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT", .section = "cudaMemAdvise", .quote = "All other location types are invalid."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudaMemLocation numa{};
  numa.type = cudaMemLocationTypeHostNuma;
  numa.id = 0;

  CUDASEM_EXPECT_FAILURE(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetAccessedBy, numa));

  cudasem::last_error(cudasem::LastError::clear);
}
