// SPDX-License-Identifier: Apache-2.0
// The symbols of cudaTypedefs.h that have no per-thread variant (no _ptds/_ptsz typedef; one case
// for the group): cuGetProcAddress with CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM at the
// symbol's newest version returns the same function as CU_GET_PROC_ADDRESS_LEGACY_STREAM. A symbol
// that differs is named in the failure; the count of symbols compared is recorded.
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetProcAddress, PerThreadFlagWithoutVariantReturnsLegacy,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "If a per-thread version is not found, the API will return the legacy version of the driver function."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace ep = cudasem::entrypoints;
  const int driver_version = ep::driver_version();
  CUDASEM_ASSERT_TRUE_NAMED("driver_version.known", driver_version > 0);
  int compared = 0, differing = 0, missing = 0;
  std::string missing_symbols, differing_symbols;
  for (const ep::Symbol& row : ep::kSymbols) {
    if (row.per_thread || row.latest > driver_version) continue;
    cudasem::CheckLabel label(row.symbol());
    const ep::DriverLookup legacy = ep::driver_lookup(row.symbol(), row.latest, CU_GET_PROC_ADDRESS_LEGACY_STREAM);
    const ep::DriverLookup per_thread =
        ep::driver_lookup(row.symbol(), row.latest, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, legacy.result, CUDA_SUCCESS);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, per_thread.result, CUDA_SUCCESS);
    const std::string at = std::string(row.symbol()) + " at " + std::to_string(row.latest);
    ++compared;
    if (legacy.pfn == nullptr) {
      ++missing;
      missing_symbols += (missing_symbols.empty() ? "" : ", ") + at;
    }
    if (per_thread.pfn != legacy.pfn) {
      ++differing;
      differing_symbols += (differing_symbols.empty() ? "" : ", ") + at;
    }
  }
  cudasem::observe("symbols_compared_count", compared);
  cudasem::observe("symbols_differing_count", differing);
  CUDASEM_EXPECT_EQ_NAMED("legacy_lookups.without_function", missing, 0) << "no legacy function: " << missing_symbols;
  CUDASEM_EXPECT_EQ_NAMED("per_thread_lookups.not_the_legacy_function", differing, 0)
      << "the per-thread search gave another function than the legacy one: " << differing_symbols;
  CUDASEM_EXPECT_TRUE_NAMED("symbols.compared", compared > 0);
}
