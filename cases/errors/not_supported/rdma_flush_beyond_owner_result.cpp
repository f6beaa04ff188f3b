// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaDeviceFlushGPUDirectRDMAWrites for the current device with the scope "all
// devices" (wider than the device's cudaDevAttrGPUDirectRDMAWritesOrdering, so no no-op), and with a
// target that cudaFlushGPUDirectRDMAWritesTarget does not name (99): the code each returns is
// recorded, labelled (its return list names cudaErrorNotSupported; the text says support is queried
// through cudaDevAttrGPUDirectRDMAFlushWritesOptions and names no code for either call).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceFlushGPUDirectRDMAWrites, BeyondOwnerScopeResult,
    {
        .api = {"cudaDeviceFlushGPUDirectRDMAWrites"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceFlushGPUDirectRDMAWrites",
            .quote = "Users may query support for this API via cudaDevAttrGPUDirectRDMAFlushWritesOptions."},
        .claim = cudasem::Claim::hedge,
    }) {
  int device = 0, options = 0, ordering = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&options, cudaDevAttrGPUDirectRDMAFlushWritesOptions, device));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&ordering, cudaDevAttrGPUDirectRDMAWritesOrdering, device));
  cudasem::environment("rdma_flush_writes.options", options);
  cudasem::environment("rdma_writes.ordering", ordering);

  {
    cudasem::CheckLabel label("scope_all_devices");
    CUDASEM_RECORD_CODE(cudaDeviceFlushGPUDirectRDMAWrites(
        cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToAllDevices));
  }
  {
    cudasem::CheckLabel label("target_outside_enum");
    CUDASEM_RECORD_CODE(cudaDeviceFlushGPUDirectRDMAWrites(
        cudaFlushGPUDirectRDMAWritesTarget(99), cudaFlushGPUDirectRDMAWritesToOwner));
  }
  cudasem::last_error(cudasem::LastError::clear);
}
