// SPDX-License-Identifier: Apache-2.0
// The cluster size cudaOccupancyMaxPotentialClusterSize returns before and after the kernel opts
// in to non-portable cluster sizes (a higher value "may" be returned): both are recorded.
#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(ClusterOccupancy, MaxPotentialSizeNonPortableRecorded,
    {
        .api = {"cudaOccupancyMaxPotentialClusterSize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxPotentialClusterSize",
            .quote = "A higher value may be returned if the kernel function allows non-portable cluster sizes."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  const void* fn = reinterpret_cast<const void*>(noop);
  cudaLaunchConfig_t config = cudasem::cluster::config(64, 128, nullptr, 0);
  int portable = 0, non_portable = 0;

  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialClusterSize(&portable, fn, &config));
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialClusterSize(&non_portable, fn, &config));

  cudasem::environment("portable_max", portable);
  cudasem::environment("non_portable_max", non_portable);
}
