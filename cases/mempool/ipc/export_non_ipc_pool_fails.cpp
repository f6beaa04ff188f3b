// SPDX-License-Identifier: Apache-2.0
// A pool created with cudaMemHandleTypeNone is not IPC capable: exporting it to a POSIX file
// descriptor fails with one of cudaMemPoolExportToShareableHandle's documented codes.
#include <unistd.h>

#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolIpc, ExportNonIpcPoolFails,
    {
        .api = {"cudaMemPoolExportToShareableHandle"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolExportToShareableHandle",
            .quote =
                "To create an IPC capable mempool, create a mempool with a CUmemAllocationHandleType other than cudaMemHandleTypeNone."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0, cudaMemHandleTypeNone));
  ASSERT_NE(pool.get(), nullptr);
  int fd = -1;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolExportToShareableHandle(&fd, pool.get(), cudaMemHandleTypePosixFileDescriptor, 0));

  cudasem::last_error(cudasem::LastError::clear);
  if (fd >= 0) close(fd);
}
