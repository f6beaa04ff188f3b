// SPDX-License-Identifier: Apache-2.0
// The importing process writes the imported allocation with a kernel; after it has exited, the
// exporting process reads the importer's values from its own pointer.
#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_write) { return cudasem::mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ExporterSeesImporterWrites,
    {
        .api = {"cudaMemPoolImportPointer"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolImportPointer",
            .quote = "Returns in ptr_out a pointer to the imported memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::mempool;
  Exported exported;
  ImportReport r;
  if (!export_and_import("mempool_ipc_import_write", "rw", exported, r)) return;

  CUDASEM_ASSERT_TRUE_NAMED("child.import_pointer_ok", r.ok("import_pointer")) << r.get("import_pointer");
  CUDASEM_EXPECT_TRUE_NAMED("child.write_ok", r.ok("write")) << r.get("write");
  const std::size_t seen = count_equal(exported.alloc.get(), kExportedWords, kImporterValue);
  CUDASEM_EXPECT_EQ_NAMED("exporter_words_with_importer_value", seen, kExportedWords)
      << "the exporter does not see the importer's writes";
}
