// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetCacheConfig(cudaFuncCachePreferShared) is only a preference: the call's result and
// whether the kernel still runs are recorded.
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(CudaFuncSetCacheConfig, HintRecorded,
    {
        .api = {"cudaFuncSetCacheConfig"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFuncSetCacheConfig",
            .quote =
                "This is only a preference. The runtime will use the requested configuration if possible, but it is free to choose a different configuration if required to execute func."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  cudaError_t set = cudaFuncSetCacheConfig(reinterpret_cast<const void*>(write_one), cudaFuncCachePreferShared);
  write_one<<<1, 1>>>(out.data());
  cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_RECORD_CODE_OF(cudaFuncSetCacheConfig, set);  // the code, as a check of the function
  cudasem::observe("launch_result", launch);
  cudasem::observe("kernel_ran", host == 1);
}
