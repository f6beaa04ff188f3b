// SPDX-License-Identifier: Apache-2.0
// The importing process writes the imported allocation with a kernel; after it has exited, the
// exporting process reads the importer's values from its own pointer.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_write) { return cudasem_mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ExporterSeesImporterWrites, {
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

  ImportReport r = run_import_child("mempool_ipc_import_write", exported.fd, exported.data, n, 100, 0x99999999u, "rw");

  ASSERT_TRUE(r.complete) << "the helper did not report completely";
  ASSERT_TRUE(r.ok("import_pool")) << r.get("import_pool");
  ASSERT_TRUE(r.ok("import_pointer")) << r.get("import_pointer");
  EXPECT_TRUE(r.ok("write")) << r.get("write");
  const std::size_t seen = count_equal(exported.alloc.get(), n, 0x99999999u);
  cudasem::observe("exporter_words_with_importer_value", seen);
  EXPECT_EQ(seen, n) << "the exporter does not see the importer's writes";
}
