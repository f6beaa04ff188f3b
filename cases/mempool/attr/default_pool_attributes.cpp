// SPDX-License-Identifier: Apache-2.0
// Characterization: every attribute of device 0's default pool in a new process (records the
// eight values; a failed read fails the case).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, DefaultPoolAttributes,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMemPoolGetAttribute", .quote = "Supported attributes are:"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  cudaMemPool_t pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&pool, 0));

  for (cudaMemPoolAttr a : {cudaMemPoolReuseFollowEventDependencies, cudaMemPoolReuseAllowOpportunistic,
           cudaMemPoolReuseAllowInternalDependencies})
    cudasem::observe(attr_name(a), get_int(pool, a));
  observe_u64("", pool, cudaMemPoolAttrReleaseThreshold);
  observe_usage("", pool);
}
