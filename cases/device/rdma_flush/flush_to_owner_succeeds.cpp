// SPDX-License-Identifier: Apache-2.0
// On a device whose cudaDevAttrGPUDirectRDMAFlushWritesOptions has cudaFlushGPUDirectRDMAWritesOptionHost
// (the API is supported), cudaDeviceFlushGPUDirectRDMAWrites(TargetCurrentDevice, ToOwner) returns
// cudaSuccess (there are no remote writes to wait for). Without that bit the case is UNSUPPORTED.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceFlushGPUDirectRDMAWrites, ToOwnerSucceeds,
    {
        .api = {"cudaDeviceFlushGPUDirectRDMAWrites"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceFlushGPUDirectRDMAWrites",
            .quote = "Blocks until remote writes are visible to the specified scope"},
        .claim = cudasem::Claim::promise,
    }) {
  int device = 0, options = 0, ordering = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&options, cudaDevAttrGPUDirectRDMAFlushWritesOptions, device));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&ordering, cudaDevAttrGPUDirectRDMAWritesOrdering, device));
  cudasem::environment("rdma_flush_writes.options", options);
  cudasem::environment("rdma_writes.ordering", ordering);
  if ((options & cudaFlushGPUDirectRDMAWritesOptionHost) == 0)
    GTEST_SKIP() << "cudaDevAttrGPUDirectRDMAFlushWritesOptions=" << options << " (no OptionHost bit)";

  CUDASEM_EXPECT_ERROR(cudaDeviceFlushGPUDirectRDMAWrites(
                           cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToOwner),
      cudaSuccess);
}
