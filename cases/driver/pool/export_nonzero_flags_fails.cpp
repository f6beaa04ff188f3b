// SPDX-License-Identifier: Apache-2.0
// Characterization: Exporting an IPC capable pool (POSIX file descriptor handles) with flags 1 is
// called; the text names no outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolExportToShareableHandle, NonZeroFlagsFails,
    {
        .api = {"cuMemPoolExportToShareableHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuMemPoolExportToShareableHandle", .quote = "flags - must be 0"},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1, cudasem::attr("memoryPoolSupportedHandleTypes") >= 1,
            cudasem::linux_os()},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
  int fd = -1;

  const CUresult r = drv.cuMemPoolExportToShareableHandle(&fd, pool, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 1);

  if (r == CUDA_SUCCESS && fd >= 0) ::close(fd);
  cudasem::observe("export_nonzero_flags_result", r);
}
