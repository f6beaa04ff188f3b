// SPDX-License-Identifier: Apache-2.0
// This case file is compiled without --default-stream per-thread and without
// CUDA_API_PER_THREAD_DEFAULT_STREAM, so cudaEnableDefault is cudaEnableLegacyStream: for every symbol
// of cudaTypedefs.h that has a per-thread variant (one case for the group), at each per-thread
// version, cudaGetDriverEntryPointByVersion with cudaEnableDefault returns the same function as with
// cudaEnableLegacyStream. A symbol that differs is named in the failure.
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM) || defined(__CUDART_API_PER_THREAD_DEFAULT_STREAM)
#error "this case is about a build without the per-thread default stream"
#endif

CUDASEM_CASE(CudaGetDriverEntryPointByVersion, DefaultFlagIsLegacyWithoutPerThreadBuild,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "cudaEnableDefault: This is the default mode. This is equivalent to cudaEnablePerThreadDefaultStream if the code is compiled with --default-stream per-thread compilation flag or the macro CUDA_API_PER_THREAD_DEFAULT_STREAM is defined; cudaEnableLegacyStream otherwise."},
    }) {
  namespace ep = cudasem::entrypoints;
  const int driver_version = ep::driver_version();
  ASSERT_GT(driver_version, 0);
  int compared = 0, differing = 0;
  for (const ep::PerThread& row : ep::kPerThread) {
    if (row.version > driver_version) continue;
    cudasem::CheckLabel label(row.key);
    const ep::RuntimeLookup legacy = ep::runtime_lookup(row.symbol(), row.version, cudaEnableLegacyStream);
    const ep::RuntimeLookup by_default = ep::runtime_lookup(row.symbol(), row.version, cudaEnableDefault);
    CUDASEM_EXPECT_ERROR_OF(cudaGetDriverEntryPointByVersion, legacy.result, cudaSuccess);
    CUDASEM_EXPECT_ERROR_OF(cudaGetDriverEntryPointByVersion, by_default.result, cudaSuccess);
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
