// SPDX-License-Identifier: Apache-2.0
// With cudaFuncAttributeNonPortableClusterSizeAllowed = 1, a cluster of the largest size
// cudaOccupancyMaxPotentialClusterSize reports (above 8) launches and every block sees it.
#include <cooperative_groups.h>

#include <vector>

#include "../cluster_config.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void report_cluster(unsigned* size) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  if (threadIdx.x == 0) size[blockIdx.x] = cooperative_groups::this_cluster().num_blocks();
#endif
}
}  // namespace

CUDASEM_CASE(ClusterSize, NonPortableWithOptInLaunches, {
    .api = {"cudaFuncSetAttribute", "cudaOccupancyMaxPotentialClusterSize"},
    .cite = {.doc = "DRV", .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED)",
             .quote = "Whether the function can be launched with non-portable cluster size. 1 is allowed, 0 is disallowed."},
    .needs = {cudasem::attr("clusterLaunch") >= 1},
}) {
  const void* fn = reinterpret_cast<const void*>(report_cluster);
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  cudaLaunchConfig_t query = cudasem_cases::cluster::config(16, 32, nullptr, 0);
  int largest = 0;
  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialClusterSize(&largest, fn, &query));
  cudasem::environment("non_portable_max", largest);
  if (largest <= 8) GTEST_SKIP() << "requires a non-portable cluster size above 8; device allows " << largest;
  const unsigned size = static_cast<unsigned>(largest);
  cudasem::DeviceBuffer<unsigned> seen(size);
  CUDASEM_ASSERT_OK(cudaMemset(seen.data(), 0, seen.bytes()));
  cudaLaunchAttribute attr = cudasem_cases::cluster::cluster_dim(size);
  cudaLaunchConfig_t config = cudasem_cases::cluster::config(size, 32, &attr, 1);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, report_cluster, seen.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::vector<unsigned> host(size);
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), seen.data(), seen.bytes(), cudaMemcpyDeviceToHost));

  int matching = 0;
  for (unsigned s : host) matching += s == size;
  cudasem::observe("all_blocks_saw_cluster_size", matching == largest);
  EXPECT_EQ(matching, largest);
}
