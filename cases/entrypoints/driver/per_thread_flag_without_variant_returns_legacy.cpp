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
  ASSERT_GT(driver_version, 0);
  int compared = 0, differing = 0;
  for (const ep::Symbol& row : ep::kSymbols) {
    if (row.per_thread || row.latest > driver_version) continue;
    cudasem::CheckLabel label(row.symbol());
    const ep::DriverLookup legacy = ep::driver_lookup(row.symbol(), row.latest, CU_GET_PROC_ADDRESS_LEGACY_STREAM);
    const ep::DriverLookup per_thread =
        ep::driver_lookup(row.symbol(), row.latest, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, legacy.result, CUDA_SUCCESS);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, per_thread.result, CUDA_SUCCESS);
    EXPECT_NE(legacy.pfn, nullptr) << row.symbol() << " at " << row.latest << ": no legacy function";
    EXPECT_EQ(per_thread.pfn, legacy.pfn)
        << row.symbol() << " at " << row.latest << ": the per-thread search gave another function than the legacy one";
    ++compared;
    if (per_thread.pfn != legacy.pfn) ++differing;
  }
  cudasem::observe("symbols_compared_count", compared);
  cudasem::observe("symbols_differing_count", differing);
  EXPECT_GT(compared, 0);
}
