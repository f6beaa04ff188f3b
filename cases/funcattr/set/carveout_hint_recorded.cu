// SPDX-License-Identifier: Apache-2.0
// cudaFuncAttributePreferredSharedMemoryCarveout is only a hint: setting 50 (percent) is
// recorded with what cudaFuncGetAttributes reports afterwards and whether the kernel still runs.
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(CudaFuncSetAttribute, CarveoutHintRecorded,
    {
        .api = {"cudaFuncSetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "This is only a hint, and the driver can choose a different ratio if required to execute the function."},
        .claim = cudasem::Claim::hedge,
    }) {
  const void* fn = reinterpret_cast<const void*>(write_one);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  cudaFuncAttributes fa{};

  cudaError_t set = cudaFuncSetAttribute(fn, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, fn));
  write_one<<<1, 1>>>(out.data());
  cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("set_result", set);
  cudasem::observe("preferred_shmem_carveout", fa.preferredShmemCarveout);
  cudasem::observe("launch_result", launch);
  cudasem::observe("kernel_ran", host == 1);
}
