// SPDX-License-Identifier: Apache-2.0
// A pool created with cudaMemHandleTypePosixFileDescriptor exports to a POSIX file descriptor:
// cudaMemPoolExportToShareableHandle succeeds and the descriptor is open in this process.
#include <fcntl.h>
#include <unistd.h>

#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolIpc, ExportPosixFd,
    {
        .api = {"cudaMemPoolExportToShareableHandle"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolExportToShareableHandle",
            .quote = "Given an IPC capable mempool, create an OS handle to share the pool with another process."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  if (!create_posix_fd_pool(pool)) return;
  int fd = -1;

  CUDASEM_ASSERT_OK(cudaMemPoolExportToShareableHandle(&fd, pool.get(), cudaMemHandleTypePosixFileDescriptor, 0));

  const bool open_fd = fd >= 0 && fcntl(fd, F_GETFD) != -1;
  CUDASEM_EXPECT_TRUE_NAMED("fd_open", open_fd) << "fd " << fd;
  if (fd >= 0) close(fd);
}
