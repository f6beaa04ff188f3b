// SPDX-License-Identifier: Apache-2.0
// A pool imported in a second process with cuMemPoolImportFromShareableHandle (from an inherited POSIX
// file descriptor): cuMemAllocFromPoolAsync from it fails there.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_pool_allocate) { return cudasem::driver_api::ipc_pool_child_main(argc, argv); }

CUDASEM_CASE(CuMemPoolImportFromShareableHandle, ImportedPoolCannotAllocate,
    {
        .api = {"cuMemPoolImportFromShareableHandle", "cuMemAllocFromPoolAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolImportFromShareableHandle",
            .quote = "Imported memory pools do not support creating new allocations."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1,
            cudasem::attr("memoryPoolsSupported") >= 1, cudasem::attr("memoryPoolSupportedHandleTypes") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  cudasem::HelperReport r;
  ASSERT_NO_FATAL_FAILURE(run_ipc_pool_exchange("driver_ipc_pool_allocate", "allocate", 0, 0, r));

  cudasem::observe("child_import_pool_code", reported_code(r, "import_pool"));
  cudasem::observe("child_allocate_code", reported_code(r, "allocate"));
  // The codes of the child's calls, as it reported them:
  CUDASEM_ASSERT_CU_OK_OF(cuMemPoolImportFromShareableHandle, static_cast<CUresult>(reported_code(r, "import_pool")));
  CUDASEM_ASSERT_TRUE_NAMED("child_reported_allocation", reported_code(r, "allocate") != -1)
      << "the child did not report the allocation";
  CUDASEM_EXPECT_TRUE_NAMED("child_allocation_fails", reported_code(r, "allocate") != CUDA_SUCCESS);
}
