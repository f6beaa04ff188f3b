// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says an imported pool may not be used in cudaDeviceSetMemPool (a
// prohibition on the caller, naming no outcome): in the importing process, the code
// cudaDeviceSetMemPool returns for the imported pool is recorded.
#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_set_current) { return cudasem::mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImportedPoolCannotBeCurrent,
    {
        .api = {"cudaMemPoolImportFromShareableHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolImportFromShareableHandle",
            .quote =
                "As such imported memory pools may not be used in cudaDeviceSetMemPool or cudaMallocFromPoolAsync calls."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::mempool;
  Exported exported;
  ImportReport r;
  if (!export_and_import("mempool_ipc_import_set_current", "set_current", exported, r)) return;

  const std::string set = r.get("set_imported_current");
  CUDASEM_ASSERT_TRUE_NAMED("child.set_current_reported", set != "(missing)")
      << "the helper reported no cudaDeviceSetMemPool result";
  cudasem::observe("set_imported_current_result", set);
}
