// SPDX-License-Identifier: Apache-2.0
// cudaHostAlloc with flags 0 (neither Portable nor Mapped): a kernel reads and writes the
// memory through the host pointer itself.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PinnedMemory, KernelUsesHostPointerWithoutMappedFlag,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "RT",
            .section = "Unified Addressing: Automatic Mapping of Host Allocated Host Memory",
            .quote =
                "This is the case regardless of whether or not the flags cudaHostAllocPortable and cudaHostAllocMapped are specified."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  cudasem::PinnedBuffer<unsigned> host(2, cudaHostAllocDefault);
  ASSERT_NE(host.data(), nullptr);
  host[0] = 77;
  host[1] = 0;
  cudasem::DeviceBuffer<unsigned> seen(1);

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_read(nullptr, host.data(), seen.data()));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(nullptr, host.data() + 1, 99));
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_ASSERT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  unsigned read = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&read, seen.data(), sizeof read, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("kernel.read_host_word", read, 77u);
  CUDASEM_EXPECT_EQ_NAMED("host.word_written_by_kernel", host[1], 99u);
}
