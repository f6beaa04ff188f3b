// SPDX-License-Identifier: Apache-2.0
// A pool exported to a POSIX file descriptor (passed over a unix socket) and an allocation's
// export data are imported in a second process: the imported pointer reads the exporter's data.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_read) { return cudasem_mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImporterReadsExporterData, {
    .api = {"cudaMemPoolImportPointer"},
    .cite = {.doc = "RT", .section = "cudaMemPoolImportPointer",
             .quote = "Returns in ptr_out a pointer to the imported memory."},
    .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    .timeout_s = 120,
}) {
  using namespace cudasem_mempool;
  constexpr std::size_t n = (2 * kMiB) / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  if (std::string why = posix_fd_pools_unsupported(); !why.empty()) GTEST_SKIP() << why;
  Exported exported;
  ASSERT_TRUE(export_pool_allocation(exported, n, 100));

  ImportReport r = run_import_child("mempool_ipc_import_read", exported.fd, exported.data, n, 100, 0x99999999u, "rw");

  ASSERT_TRUE(r.complete) << "the helper did not report completely";
  ASSERT_TRUE(r.ok("import_pool")) << r.get("import_pool");
  EXPECT_TRUE(r.ok("import_pointer")) << r.get("import_pointer");
  EXPECT_EQ(r.get("read_ok"), std::to_string(n)) << "words of the exporter's pattern the importer read";
}
