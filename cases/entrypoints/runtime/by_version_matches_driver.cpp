// SPDX-License-Identifier: Apache-2.0
// Every driver symbol of cudaTypedefs.h (one case each; cuMulticast* left out), asked for at the
// CUDA version that introduced it, called directly through cudaGetDriverEntryPointByVersion with
// cudaEnableLegacyStream: cudaSuccess, driverStatus cudaDriverEntryPointSuccess, and the same
// function pointer as cuGetProcAddress with CU_GET_PROC_ADDRESS_LEGACY_STREAM for that symbol and
// version (both texts promise "the function pointer to the corresponding versioned function").
#include "../entrypoints.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(CudaGetDriverEntryPointByVersion, MatchesDriver, cudasem::entrypoints::kSymbols,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "For a requested driver symbol, if the specified CUDA version is greater than or equal to the CUDA version in which the driver symbol was introduced, this API will return the function pointer to the corresponding versioned function."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace ep = cudasem::entrypoints;
  if (const std::string why = ep::too_new_for_driver(row.version); !why.empty()) GTEST_SKIP() << why;

  const ep::RuntimeLookup runtime = ep::runtime_lookup(row.symbol(), row.version, cudaEnableLegacyStream);
  const ep::DriverLookup driver = ep::driver_lookup(row.symbol(), row.version, CU_GET_PROC_ADDRESS_LEGACY_STREAM);

  CUDASEM_EXPECT_ERROR_OF(cudaGetDriverEntryPointByVersion, runtime.result, cudaSuccess);
  CUDASEM_EXPECT_CU_ERROR_OF(cuGetProcAddress, driver.result, CUDA_SUCCESS);
  cudasem::observe("driver_status.runtime", static_cast<int>(runtime.status));
  cudasem::observe("symbol_status.driver", static_cast<int>(driver.status));
  cudasem::observe_pointer("runtime_entry_point", runtime.pfn);
  cudasem::observe_pointer("driver_entry_point", driver.pfn);
  CUDASEM_EXPECT_EQ_NAMED("runtime_lookup.driver_status", runtime.status, cudaDriverEntryPointSuccess)
      << row.symbol() << " at " << row.version;
  CUDASEM_ASSERT_TRUE_NAMED("runtime_entry_point.returned", runtime.pfn != nullptr)
      << row.symbol() << " at " << row.version;
  CUDASEM_ASSERT_TRUE_NAMED("runtime_lookup.pfn_written", runtime.pfn != ep::kUnset)
      << row.symbol() << " at " << row.version << ": funcPtr not written";
  CUDASEM_EXPECT_TRUE_NAMED("runtime_matches_driver", runtime.pfn == driver.pfn)
      << row.symbol() << " at " << row.version;
}
