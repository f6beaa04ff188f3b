// SPDX-License-Identifier: Apache-2.0
// Characterization: A pool created with CU_MEM_HANDLE_TYPE_NONE is not IPC capable: exporting it as
// a POSIX file descriptor is called; the text names no outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolExportToShareableHandle, NonIpcPoolFails,
    {
        .api = {"cuMemPoolExportToShareableHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemPoolCreate",
            .quote = "Specifying CU_MEM_HANDLE_TYPE_NONE creates a memory pool that will not support IPC."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1, cudasem::linux_os()},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool, CU_MEM_HANDLE_TYPE_NONE));
  int fd = -1;

  const CUresult r = drv.cuMemPoolExportToShareableHandle(&fd, pool, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0);

  if (r == CUDA_SUCCESS && fd >= 0) ::close(fd);
  cudasem::observe("export_non_ipc_pool_result", r);
}
