// SPDX-License-Identifier: Apache-2.0
// Each driver symbol introduced after the lowest version of cudaTypedefs.h, asked for with
// cuGetProcAddress at the newest CUDA version of that header below its introducing version:
// CUDA_SUCCESS, pfn set to NULL, symbolStatus CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT (the
// symbol exists, the version is too old for it).
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(DriverGetProcAddress, BelowIntroducingVersionNotSufficient, cudasem::entrypoints::kIntroducedLater,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT - The requested symbol was found but is not supported by cudaVersion specified"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace ep = cudasem::entrypoints;
  // A symbol introduced after the driver's version (a row of a newer toolkit's table) is not in this
  // driver at all: VERSION_NOT_SUFFICIENT is the status of a symbol "found", so the row cannot be asked.
  if (const std::string why = ep::too_new_for_driver(row.version); !why.empty()) GTEST_SKIP() << why;

  // "The API will return CUDA_SUCCESS and set the returned pfn to NULL if ... no ABI compatible
  // driver function exists for the specified cudaVersion" (the paragraph before the statuses).
  const ep::DriverLookup found = ep::driver_lookup(row.symbol(), row.below, CU_GET_PROC_ADDRESS_LEGACY_STREAM);

  CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, found.result, CUDA_SUCCESS);
  cudasem::observe("pfn_is_null", found.pfn == nullptr);
  CUDASEM_EXPECT_EQ_NAMED("symbol_status", found.status, CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT)
      << row.symbol() << " at " << row.below;
  CUDASEM_EXPECT_TRUE_NAMED("pfn.set_to_null", found.pfn == nullptr) << row.symbol() << " at " << row.below;
}
