// SPDX-License-Identifier: Apache-2.0
// Setting cudaFuncAttributeRequiredClusterWidth at run time on a kernel whose cluster size was
// set at compile time (__cluster_dims__(2,1,1)) returns cudaErrorNotPermitted.
#include "cudasem/cudasem.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterCompileTime, RuntimeRequiredWidthNotPermitted,
    {
        .api = {"cudaFuncSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "If the value is set during compile time, it cannot be set at runtime. Setting it at runtime will return cudaErrorNotPermitted."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  CUDASEM_EXPECT_ERROR(cudaFuncSetAttribute(reinterpret_cast<const void*>(cudasem::cluster::clustered_2),
                           cudaFuncAttributeRequiredClusterWidth, 4),
      cudaErrorNotPermitted);
  cudasem::last_error(cudasem::LastError::clear);
}
