// SPDX-License-Identifier: Apache-2.0
// Each per-thread default stream variant of cudaTypedefs.h (PFN_<symbol>_v<version>_ptds/_ptsz; one
// case each): cuGetProcAddress at that version with CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM
// finds it (CUDA_SUCCESS, CU_GET_PROC_ADDRESS_SUCCESS, non-NULL), and it is another function than
// the one CU_GET_PROC_ADDRESS_LEGACY_STREAM gives (that search excludes the per-thread versions).
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(DriverGetProcAddress, PerThreadVariantDiffersFromLegacy, cudasem::entrypoints::kPerThread,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM: This will enable the search for all driver symbols that match the requested driver symbol name including the per-thread versions."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace ep = cudasem::entrypoints;
  if (const std::string why = ep::too_new_for_driver(row.version); !why.empty()) GTEST_SKIP() << why;

  ep::DriverLookup legacy, per_thread;
  {
    cudasem::CheckLabel label("legacy_stream");
    legacy = ep::driver_lookup(row.symbol(), row.version, CU_GET_PROC_ADDRESS_LEGACY_STREAM);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, legacy.result, CUDA_SUCCESS);
  }
  {
    cudasem::CheckLabel label("per_thread_default_stream");
    per_thread = ep::driver_lookup(row.symbol(), row.version, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM);
    CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, per_thread.result, CUDA_SUCCESS);
  }

  cudasem::observe("symbol_status.legacy_stream", static_cast<int>(legacy.status));
  cudasem::observe("symbol_status.per_thread", static_cast<int>(per_thread.status));
  cudasem::observe_pointer("legacy_entry_point", legacy.pfn);
  cudasem::observe_pointer("per_thread_entry_point", per_thread.pfn);
  cudasem::observe("per_thread_differs_from_legacy", per_thread.pfn != legacy.pfn);
  CUDASEM_EXPECT_EQ_NAMED("legacy_lookup.symbol_status", legacy.status, CU_GET_PROC_ADDRESS_SUCCESS);
  CUDASEM_EXPECT_EQ_NAMED("per_thread_lookup.symbol_status", per_thread.status, CU_GET_PROC_ADDRESS_SUCCESS);
  CUDASEM_ASSERT_TRUE_NAMED("legacy_entry_point.returned", legacy.pfn != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("per_thread_entry_point.returned", per_thread.pfn != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("per_thread_lookup.pfn_written", per_thread.pfn != ep::kUnset);
  CUDASEM_EXPECT_TRUE_NAMED("per_thread_lookup.not_the_legacy_function", per_thread.pfn != legacy.pfn)
      << row.symbol() << " at " << row.version << ": the per-thread search gave the legacy function";
}
