// SPDX-License-Identifier: Apache-2.0
// An IPC capable pool exported as a POSIX file descriptor (inherited by a second process) and one of
// its allocations exported with cuMemPoolExportPointer: the child imports the pool and the pointer and reads
// the parent's words through it.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_pool_pointer) { return cudasem::driver_api::ipc_pool_child_main(argc, argv); }

CUDASEM_CASE(CuMemPoolImportPointer, OtherProcessReadsAllocation,
    {
        .api = {"cuMemPoolExportToShareableHandle", "cuMemPoolImportFromShareableHandle", "cuMemPoolExportPointer",
            "cuMemPoolImportPointer"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolImportPointer",
            .quote = "Returns in ptr_out a pointer to the imported memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1,
            cudasem::attr("memoryPoolsSupported") >= 1, cudasem::attr("memoryPoolSupportedHandleTypes") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWords = (1u << 20) / 4;
  cudasem::HelperReport r;
  ASSERT_NO_FATAL_FAILURE(run_ipc_pool_exchange("driver_ipc_pool_pointer", "pointer", kWords, 900, r));

  cudasem::observe("child_import_pool_code", reported_code(r, "import_pool"));
  cudasem::observe("child_import_pointer_code", reported_code(r, "import_pointer"));
  cudasem::measure("child_access_code", reported_code(r, "access"));
  // The codes of the child's calls, as it reported them:
  CUDASEM_ASSERT_CU_OK_OF(cuMemPoolImportFromShareableHandle, static_cast<CUresult>(reported_code(r, "import_pool")));
  CUDASEM_ASSERT_CU_OK_OF(cuMemPoolImportPointer, static_cast<CUresult>(reported_code(r, "import_pointer")));
  CUDASEM_EXPECT_EQ_NAMED("child_words_read", reported_number(r, "read_ok"), static_cast<std::int64_t>(kWords));
}
