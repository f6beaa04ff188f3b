// SPDX-License-Identifier: Apache-2.0
// An imported pool may not become a device's current pool: in the importing process,
// cudaDeviceSetMemPool with the imported pool fails.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_set_current) { return cudasem_mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImportedPoolCannotBeCurrent, {
    .api = {"cudaMemPoolImportFromShareableHandle"},
    .cite = {.doc = "RT", .section = "cudaMemPoolImportFromShareableHandle",
             .quote = "As such imported memory pools may not be used in cudaDeviceSetMemPool or cudaMallocFromPoolAsync calls."},
    .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    .timeout_s = 120,
}) {
  using namespace cudasem_mempool;
  constexpr std::size_t n = (2 * kMiB) / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  if (std::string why = posix_fd_pools_unsupported(); !why.empty()) GTEST_SKIP() << why;
  Exported exported;
  ASSERT_TRUE(export_pool_allocation(exported, n, 100));

  ImportReport r = run_import_child("mempool_ipc_import_set_current", exported.fd, exported.data, n, 100, 0x99999999u, "set_current");

  ASSERT_TRUE(r.complete) << "the helper did not report completely";
  ASSERT_TRUE(r.ok("import_pool")) << r.get("import_pool");
  const std::string set = r.get("set_imported_current");
  EXPECT_NE(set, "(missing)");
  EXPECT_NE(set.rfind("cudaSuccess", 0), 0u) << "cudaDeviceSetMemPool accepted an imported pool";
}
