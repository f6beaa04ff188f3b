// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolExportToShareableHandle's flags must be 0: flags = 1 on an IPC-capable pool: what it
// returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include <unistd.h>

#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolIpc, ExportNonZeroFlagsFails,
    {
        .api = {"cudaMemPoolExportToShareableHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMemPoolExportToShareableHandle", .quote = "flags - must be 0"},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  if (!create_posix_fd_pool(pool)) return;
  int fd = -1;

  cudasem::observe("cudaMemPoolExportToShareableHandle_result",

      cudaMemPoolExportToShareableHandle(&fd, pool.get(), cudaMemHandleTypePosixFileDescriptor, 1));

  cudasem::last_error(cudasem::LastError::clear);
  if (fd >= 0) close(fd);
}
