// SPDX-License-Identifier: Apache-2.0
// The importing process frees the imported pointer with cudaFree (before the exporter frees
// it): the call succeeds, and the exporter's own allocation is still usable afterwards.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_free) { return cudasem_mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImportedPointerFreedWithCudaFree, {
    .api = {"cudaMemPoolImportPointer"},
    .cite = {.doc = "RT", .section = "cudaMemPoolImportPointer",
             .quote = "The pointer may be freed with cudaFree or cudaFreeAsync."},
    .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    .timeout_s = 120,
}) {
  using namespace cudasem_mempool;
  constexpr std::size_t n = (2 * kMiB) / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  if (std::string why = posix_fd_pools_unsupported(); !why.empty()) GTEST_SKIP() << why;
  Exported exported;
  ASSERT_TRUE(export_pool_allocation(exported, n, 100));

  ImportReport r = run_import_child("mempool_ipc_import_free", exported.fd, exported.data, n, 100, 0x99999999u, "rw");

  ASSERT_TRUE(r.complete) << "the helper did not report completely";
  ASSERT_TRUE(r.ok("import_pool")) << r.get("import_pool");
  ASSERT_TRUE(r.ok("import_pointer")) << r.get("import_pointer");
  EXPECT_TRUE(r.ok("free")) << r.get("free");
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(nullptr, exported.alloc.u32(), n, 5u));
  EXPECT_EQ(count_equal(exported.alloc.get(), n, 5u), n) << "the exporter lost its allocation";
}
