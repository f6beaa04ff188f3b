// SPDX-License-Identifier: Apache-2.0
// A pool exported to a POSIX file descriptor (passed over a unix socket) and an allocation's
// export data are imported in a second process: the imported pointer reads the exporter's data.
#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_read) { return cudasem::mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImporterReadsExporterData,
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
  if (!export_and_import("mempool_ipc_import_read", "rw", exported, r)) return;

  CUDASEM_EXPECT_TRUE_NAMED("child.import_pointer_ok", r.ok("import_pointer")) << r.get("import_pointer");
  CUDASEM_EXPECT_EQ_NAMED("child.words_read_back", r.get("read_ok"), std::to_string(kExportedWords))
      << "words of the exporter's pattern the importer read";
}
