// SPDX-License-Identifier: Apache-2.0
// A __cluster_dims__(2,1,1) kernel launched with <<<3, 32>>> (the grid is not a multiple of the
// cluster size, which the Programming Guide forbids) fails to launch with cudaErrorInvalidClusterSize,
// the code the runtime names for a launch error due to cluster misconfiguration (cudaLaunchKernel's
// return list does not name it).
#include "cudasem/cudasem.h"

namespace {
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) clustered(unsigned* out) {
  if (threadIdx.x == 0) out[blockIdx.x] = 1;
}
#else
__global__ void clustered(unsigned*) {}
#endif
}  // namespace

CUDASEM_CASE(ClusterLaunch, CompileTimeGridNotMultipleFails,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidClusterSize)",
            .quote = "This indicates that a kernel launch error has occurred due to cluster misconfiguration."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned> out(3);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  clustered<<<3, 32>>>(out.data());
  cudaError_t launch = cudaGetLastError();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  unsigned host[3] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, out.data(), out.bytes(), cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, launch, cudaErrorInvalidClusterSize);
  cudasem::observe("blocks_ran", host[0] + host[1] + host[2]);
}
