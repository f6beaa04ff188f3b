// SPDX-License-Identifier: Apache-2.0
// An imported pool does not make new allocations: in the importing process,
// cudaMallocFromPoolAsync on the imported pool fails.
#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_alloc) { return cudasem::mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImportedPoolCannotAllocate,
    {
        .api = {"cudaMemPoolImportFromShareableHandle"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolImportFromShareableHandle",
            .quote = "Imported memory pools do not support creating new allocations."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::mempool;
  Exported exported;
  ImportReport r;
  if (!export_and_import("mempool_ipc_import_alloc", "alloc", exported, r)) return;

  const std::string alloc = r.get("alloc_from_imported");
  CUDASEM_EXPECT_TRUE_NAMED("child.alloc_reported", alloc != "(missing)");
  CUDASEM_EXPECT_TRUE_NAMED("child.alloc_not_success", alloc.rfind("cudaSuccess", 0) != 0u)
      << "cudaMallocFromPoolAsync on an imported pool succeeded";
}
