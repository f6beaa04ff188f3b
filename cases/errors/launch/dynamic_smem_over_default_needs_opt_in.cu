// SPDX-License-Identifier: Apache-2.0
// Dynamic shared memory above the 48 KB default per block without the
// cudaFuncAttributeMaxDynamicSharedMemorySize opt-in: the guide requires the opt-in and names no
// error for a launch without it (characterization: records the launch's code).
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(LaunchConfig, DynamicSmemOverDefaultNeedsOptIn,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) Compute Capabilities, Compute Capability 9.0, Shared Memory",
            .quote = "require an explicit opt-in by using cudaFuncSetAttribute()"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  int per_block = 0, optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&per_block, cudaDevAttrMaxSharedMemoryPerBlock, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  if (optin <= per_block)
    GTEST_SKIP() << "no opt-in shared memory above the default: optin " << optin << " <= " << per_block;

  noop<<<1, 1, static_cast<size_t>(per_block) + 1>>>();
  cudaError_t r = cudaGetLastError();

  // A caller requirement: the case records what the launch returns.
  cudasem::observe("launch_result", r);
  cudasem::environment("dynamic_smem_bytes", per_block + 1);
}
