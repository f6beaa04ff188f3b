// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolExportToShareableHandle's flags must be 0: flags = 1 on an IPC-capable pool fails
// with one of its documented codes.
#include <unistd.h>

#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolIpc, ExportNonZeroFlagsFails,
    {
        .api = {"cudaMemPoolExportToShareableHandle"},
        .cite = {.doc = "RT", .section = "cudaMemPoolExportToShareableHandle", .quote = "flags - must be 0"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  if (!create_posix_fd_pool(pool)) return;
  int fd = -1;

  CUDASEM_EXPECT_FAILURE(cudaMemPoolExportToShareableHandle(&fd, pool.get(), cudaMemHandleTypePosixFileDescriptor, 1));

  cudasem::last_error(cudasem::LastError::clear);
  if (fd >= 0) close(fd);
}
