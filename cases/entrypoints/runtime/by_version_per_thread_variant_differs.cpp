// SPDX-License-Identifier: Apache-2.0
// Each per-thread default stream variant of cudaTypedefs.h (PFN_<symbol>_v<version>_ptds/_ptsz; one
// case each): cudaGetDriverEntryPointByVersion at that version with cudaEnablePerThreadDefaultStream
// finds it (cudaSuccess, cudaDriverEntryPointSuccess, non-NULL), and it is another function than
// the one cudaEnableLegacyStream gives (that search excludes the per-thread versions).
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(CudaGetDriverEntryPointByVersion, PerThreadVariantDiffers, cudasem::entrypoints::kPerThread,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "cudaEnablePerThreadDefaultStream: This will enable the search for all driver symbols that match the requested driver symbol name including the per-thread versions."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace ep = cudasem::entrypoints;
  if (const std::string why = ep::too_new_for_driver(row.version); !why.empty()) GTEST_SKIP() << why;

  ep::RuntimeLookup legacy, per_thread;
  {
    cudasem::CheckLabel label("legacy_stream");
    legacy = ep::runtime_lookup(row.symbol(), row.version, cudaEnableLegacyStream);
    CUDASEM_EXPECT_ERROR_OF(cudaGetDriverEntryPointByVersion, legacy.result, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("per_thread_default_stream");
    per_thread = ep::runtime_lookup(row.symbol(), row.version, cudaEnablePerThreadDefaultStream);
    CUDASEM_EXPECT_ERROR_OF(cudaGetDriverEntryPointByVersion, per_thread.result, cudaSuccess);
  }

  cudasem::observe("driver_status.legacy_stream", static_cast<int>(legacy.status));
  cudasem::observe("driver_status.per_thread", static_cast<int>(per_thread.status));
  cudasem::observe_pointer("legacy_entry_point", legacy.pfn);
  cudasem::observe_pointer("per_thread_entry_point", per_thread.pfn);
  cudasem::observe("per_thread_differs_from_legacy", per_thread.pfn != legacy.pfn);
  CUDASEM_EXPECT_EQ_NAMED("legacy_lookup.driver_status", legacy.status, cudaDriverEntryPointSuccess);
  CUDASEM_EXPECT_EQ_NAMED("per_thread_lookup.driver_status", per_thread.status, cudaDriverEntryPointSuccess);
  CUDASEM_ASSERT_TRUE_NAMED("legacy_entry_point.returned", legacy.pfn != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("per_thread_entry_point.returned", per_thread.pfn != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("per_thread_lookup.pfn_written", per_thread.pfn != ep::kUnset);
  CUDASEM_EXPECT_TRUE_NAMED("per_thread_lookup.not_the_legacy_function", per_thread.pfn != legacy.pfn)
      << row.symbol() << " at " << row.version << ": the per-thread search gave the legacy function";
}
