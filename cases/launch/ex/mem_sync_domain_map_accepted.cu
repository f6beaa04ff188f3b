// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributeMemSyncDomainMap is valid for a launch: mapping the default domain to the
// last domain ID the device has, the launch succeeds and the kernel's write is visible.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, MemSyncDomainMapAccepted,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeMemSyncDomainMap)",
            .quote = "Valid for streams, graph nodes, launches."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memSyncDomainCount") >= 2},
    }) {
  int domains = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&domains, cudaDevAttrMemSyncDomainCount, 0));
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeMemSyncDomainMap;
  attr.val.memSyncDomainMap.default_ = static_cast<unsigned char>(domains - 1);
  attr.val.memSyncDomainMap.remote = 0;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), nullptr, 0, &attr, 1);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, write_one, out.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::environment("mem_sync_domain_count", domains);
  CUDASEM_EXPECT_EQ_NAMED("kernel.wrote_one", host, 1u);
}
