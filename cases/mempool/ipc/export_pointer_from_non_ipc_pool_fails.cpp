// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolExportPointer shares allocations of an already shared pool: a pointer from the default
// pool (not IPC capable) is exported: what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolIpc, ExportPointerFromNonIpcPoolFails,
    {
        .api = {"cudaMemPoolExportPointer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolExportPointer",
            .quote = "Constructs shareData_out for sharing a specific allocation from an already shared memory pool."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;
  CUDASEM_ASSERT_OK(cudaMallocAsync(mem.out(), kMiB, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudaMemPoolPtrExportData data{};

  cudasem::observe("cudaMemPoolExportPointer_result", cudaMemPoolExportPointer(&data, mem.get()));

  cudasem::last_error(cudasem::LastError::clear);
}
