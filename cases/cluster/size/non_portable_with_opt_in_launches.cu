// SPDX-License-Identifier: Apache-2.0
// With cudaFuncAttributeNonPortableClusterSizeAllowed = 1, a cluster of the largest size
// cudaOccupancyMaxPotentialClusterSize reports (above 8) launches and every block sees it.
#include <vector>

#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterSize, NonPortableWithOptInLaunches,
    {
        .api = {"cudaFuncSetAttribute", "cudaOccupancyMaxPotentialClusterSize"},
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED)",
            .quote =
                "Whether the function can be launched with non-portable cluster size. 1 is allowed, 0 is disallowed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  const void* fn = reinterpret_cast<const void*>(cudasem::cluster::report_cluster);
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  cudaLaunchConfig_t query = cudasem::cluster::config(16, 32, nullptr, 0);
  int largest = 0;
  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialClusterSize(&largest, fn, &query));
  cudasem::environment("non_portable_max", largest);
  if (largest <= 8) GTEST_SKIP() << "requires a non-portable cluster size above 8; device allows " << largest;
  const unsigned size = static_cast<unsigned>(largest);
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(size);
  cudaLaunchConfig_t config = cudasem::cluster::config(size, 32, &attr, 1);
  std::vector<unsigned> host;

  ASSERT_NO_FATAL_FAILURE(cudasem::cluster::launch_and_read_back(
      size,
      [&](unsigned* seen) { CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, cudasem::cluster::report_cluster, seen)); },
      &host));

  int matching = 0;
  for (unsigned s : host) matching += s == size;
  CUDASEM_EXPECT_TRUE_NAMED("all_blocks_saw_cluster_size", matching == largest);
}
