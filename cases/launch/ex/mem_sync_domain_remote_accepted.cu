// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributeMemSyncDomain is valid for a launch: a kernel launched into the remote
// domain with cudaLaunchKernelEx succeeds and its write is visible after synchronization.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, MemSyncDomainRemoteAccepted,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeMemSyncDomain)",
            .quote = "Valid for streams, graph nodes, launches."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memSyncDomainCount") >= 2},
    }) {
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeMemSyncDomain;
  attr.val.memSyncDomain = cudaLaunchMemSyncDomainRemote;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), nullptr, 0, &attr, 1);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, write_one, out.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("kernel.written_word", host, 1u);
}
