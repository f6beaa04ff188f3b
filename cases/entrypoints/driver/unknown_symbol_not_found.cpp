// SPDX-License-Identifier: Apache-2.0
// Names no driver has as a base name (a Runtime API name, a driver name in the wrong case, a
// suffixed or invented name; one case each), asked for with cuGetProcAddress at the driver's own
// version: CUDA_SUCCESS, pfn set to NULL, symbolStatus CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND.
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(DriverGetProcAddress, UnknownSymbolNotFound, cudasem::entrypoints::kUnknownNames,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote = "CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND - The requested symbol was not found"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace ep = cudasem::entrypoints;
  const int driver_version = ep::driver_version();
  CUDASEM_ASSERT_TRUE_NAMED("driver_version.known", driver_version > 0);

  // "The API will return CUDA_SUCCESS and set the returned pfn to NULL if ... the driver symbol is
  // invalid" (the paragraph before the statuses).
  const ep::DriverLookup found = ep::driver_lookup(row.symbol(), driver_version, CU_GET_PROC_ADDRESS_LEGACY_STREAM);

  CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, found.result, CUDA_SUCCESS);
  cudasem::observe("pfn_is_null", found.pfn == nullptr);
  CUDASEM_EXPECT_EQ_NAMED("symbol_status", found.status, CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND) << row.symbol();
  CUDASEM_EXPECT_TRUE_NAMED("pfn.set_to_null", found.pfn == nullptr) << row.symbol();
}
