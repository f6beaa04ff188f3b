// SPDX-License-Identifier: Apache-2.0
// Every driver symbol of cudaTypedefs.h (one case each; cuMulticast* left out) resolves with
// cuGetProcAddress at the CUDA version that introduced it (its lowest PFN_<symbol>_v<version>) and
// at the table's toolkit version (13000, also >= that version): CUDA_SUCCESS, symbolStatus
// CU_GET_PROC_ADDRESS_SUCCESS, a non-NULL pointer. The pointer is never called.
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(DriverGetProcAddress, ResolvesAtIntroducingVersion, cudasem::entrypoints::kSymbols,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "For a requested driver symbol, if the specified CUDA version is greater than or equal to the CUDA version in which the driver symbol was introduced, this API will return the function pointer to the corresponding versioned function."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace ep = cudasem::entrypoints;
  if (const std::string why = ep::too_new_for_driver(row.version); !why.empty()) GTEST_SKIP() << why;

  struct Request {
    int version;
    const char* at;
    bool asked;
  };
  const Request requests[] = {{row.version, "at_introducing_version", true},
      {ep::kTableCudaVersion, "at_table_version", ep::kTableCudaVersion > row.version}};
  for (const Request& request : requests) {
    if (!request.asked || !ep::too_new_for_driver(request.version).empty()) continue;
    cudasem::CheckLabel label(request.at);
    const ep::DriverLookup found = ep::driver_lookup(row.symbol(), request.version, CU_GET_PROC_ADDRESS_LEGACY_STREAM);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, found.result, CUDA_SUCCESS);
    cudasem::observe(std::string("symbol_status.") + request.at, static_cast<int>(found.status));
    cudasem::observe(std::string("pointer_returned.") + request.at, found.pfn != nullptr && found.pfn != ep::kUnset);
    CUDASEM_EXPECT_EQ_NAMED("lookup.symbol_status", found.status, CU_GET_PROC_ADDRESS_SUCCESS)
        << row.symbol() << " at " << request.version;
    CUDASEM_EXPECT_TRUE_NAMED("lookup.pfn_not_null", found.pfn != nullptr) << row.symbol() << " at " << request.version;
    CUDASEM_EXPECT_TRUE_NAMED("lookup.pfn_written", found.pfn != ep::kUnset)
        << row.symbol() << " at " << request.version << ": pfn not written";
  }
}
