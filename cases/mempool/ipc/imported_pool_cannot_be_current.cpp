// SPDX-License-Identifier: Apache-2.0
// An imported pool may not become a device's current pool: in the importing process,
// cudaDeviceSetMemPool with the imported pool fails.
#include "../mempool_ipc.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(mempool_ipc_import_set_current) { return cudasem::mempool::ipc_import_child(argc, argv); }

CUDASEM_CASE(MemPoolIpc, ImportedPoolCannotBeCurrent,
    {
        .api = {"cudaMemPoolImportFromShareableHandle"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolImportFromShareableHandle",
            .quote =
                "As such imported memory pools may not be used in cudaDeviceSetMemPool or cudaMallocFromPoolAsync calls."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::mempool;
  Exported exported;
  ImportReport r;
  if (!export_and_import("mempool_ipc_import_set_current", "set_current", exported, r)) return;

  const std::string set = r.get("set_imported_current");
  EXPECT_NE(set, "(missing)");
  EXPECT_NE(set.rfind("cudaSuccess", 0), 0u) << "cudaDeviceSetMemPool accepted an imported pool";
}
