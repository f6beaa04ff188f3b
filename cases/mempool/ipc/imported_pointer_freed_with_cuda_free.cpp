// SPDX-License-Identifier: Apache-2.0
// The importing process frees the imported pointer with cudaFree (before the exporter frees
// it): the call succeeds, and the exporter's own allocation is still usable afterwards.
#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_free) { return cudasem::mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImportedPointerFreedWithCudaFree,
    {
        .api = {"cudaMemPoolImportPointer"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolImportPointer",
            .quote = "The pointer may be freed with cudaFree or cudaFreeAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::mempool;
  Exported exported;
  ImportReport r;
  if (!export_and_import("mempool_ipc_import_free", "rw", exported, r)) return;

  CUDASEM_ASSERT_TRUE_NAMED("child.import_pointer_ok", r.ok("import_pointer")) << r.get("import_pointer");
  CUDASEM_EXPECT_TRUE_NAMED("child.free_ok", r.ok("free")) << r.get("free");
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(nullptr, words(exported.alloc), kExportedWords, 5u));
  CUDASEM_EXPECT_EQ_NAMED(
      "exporter_words.refilled_after_free", count_equal(exported.alloc.get(), kExportedWords, 5u), kExportedWords)
      << "the exporter lost its allocation";
}
