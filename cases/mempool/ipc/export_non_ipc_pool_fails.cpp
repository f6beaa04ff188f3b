// SPDX-License-Identifier: Apache-2.0
// A pool created with cudaMemHandleTypeNone is not IPC capable: exporting it to a POSIX file
// descriptor: what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include <unistd.h>

#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolIpc, ExportNonIpcPoolFails,
    {
        .api = {"cudaMemPoolExportToShareableHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolExportToShareableHandle",
            .quote =
                "To create an IPC capable mempool, create a mempool with a CUmemAllocationHandleType other than cudaMemHandleTypeNone."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0, cudaMemHandleTypeNone));
  ASSERT_NE(pool.get(), nullptr);
  int fd = -1;

  cudasem::observe("cudaMemPoolExportToShareableHandle_result",

      cudaMemPoolExportToShareableHandle(&fd, pool.get(), cudaMemHandleTypePosixFileDescriptor, 0));

  cudasem::last_error(cudasem::LastError::clear);
  if (fd >= 0) close(fd);
}
