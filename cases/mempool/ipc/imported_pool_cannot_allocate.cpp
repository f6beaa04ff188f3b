// SPDX-License-Identifier: Apache-2.0
// An imported pool does not make new allocations: in the importing process,
// cudaMallocFromPoolAsync on the imported pool fails.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_alloc) { return cudasem_mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImportedPoolCannotAllocate, {
    .api = {"cudaMemPoolImportFromShareableHandle"},
    .cite = {.doc = "RT", .section = "cudaMemPoolImportFromShareableHandle",
             .quote = "Imported memory pools do not support creating new allocations."},
    .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    .timeout_s = 120,
}) {
  using namespace cudasem_mempool;
  constexpr std::size_t n = (2 * kMiB) / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  if (std::string why = posix_fd_pools_unsupported(); !why.empty()) GTEST_SKIP() << why;
  Exported exported;
  ASSERT_TRUE(export_pool_allocation(exported, n, 100));

  ImportReport r = run_import_child("mempool_ipc_import_alloc", exported.fd, exported.data, n, 100, 0x99999999u, "alloc");

  ASSERT_TRUE(r.complete) << "the helper did not report completely";
  ASSERT_TRUE(r.ok("import_pool")) << r.get("import_pool");
  const std::string alloc = r.get("alloc_from_imported");
  EXPECT_NE(alloc, "(missing)");
  EXPECT_NE(alloc.rfind("cudaSuccess", 0), 0u) << "cudaMallocFromPoolAsync on an imported pool succeeded";
}
