// SPDX-License-Identifier: Apache-2.0
// This case file is compiled without --default-stream per-thread and without
// CUDA_API_PER_THREAD_DEFAULT_STREAM, so CU_GET_PROC_ADDRESS_DEFAULT is CU_GET_PROC_ADDRESS_LEGACY_STREAM:
// for every symbol of cudaTypedefs.h that has a per-thread variant (one case for the group), at each
// per-thread version, cuGetProcAddress with the default flags returns the same function as with
// CU_GET_PROC_ADDRESS_LEGACY_STREAM. A symbol that differs is named in the failure.
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM) || defined(__CUDA_API_PER_THREAD_DEFAULT_STREAM)
#error "this case is about a build without the per-thread default stream"
#endif

CUDASEM_CASE(DriverGetProcAddress, DefaultFlagIsLegacyWithoutPerThreadBuild,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "CU_GET_PROC_ADDRESS_DEFAULT: This is the default mode. This is equivalent to CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM if the code is compiled with --default-stream per-thread compilation flag or the macro CUDA_API_PER_THREAD_DEFAULT_STREAM is defined; CU_GET_PROC_ADDRESS_LEGACY_STREAM otherwise."},
    }) {
  namespace ep = cudasem::entrypoints;
  const int driver_version = ep::driver_version();
  ASSERT_GT(driver_version, 0);
  int compared = 0, differing = 0;
  for (const ep::PerThread& row : ep::kPerThread) {
    if (row.version > driver_version) continue;
    cudasem::CheckLabel label(row.key);
    const ep::DriverLookup legacy = ep::driver_lookup(row.symbol(), row.version, CU_GET_PROC_ADDRESS_LEGACY_STREAM);
    const ep::DriverLookup by_default = ep::driver_lookup(row.symbol(), row.version, CU_GET_PROC_ADDRESS_DEFAULT);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, legacy.result, CUDA_SUCCESS);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, by_default.result, CUDA_SUCCESS);
    EXPECT_NE(legacy.pfn, nullptr) << row.key << ": no legacy function";
    EXPECT_EQ(by_default.pfn, legacy.pfn)
        << row.key << ": the default search gave another function than the legacy one";
    ++compared;
    if (by_default.pfn != legacy.pfn) ++differing;
  }
  cudasem::observe("symbols_compared_count", compared);
  cudasem::observe("symbols_differing_count", differing);
  EXPECT_GT(compared, 0);
}
