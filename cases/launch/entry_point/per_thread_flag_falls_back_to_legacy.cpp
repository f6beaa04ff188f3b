// SPDX-License-Identifier: Apache-2.0
// cuDriverGetVersion has no per-thread variant: cudaGetDriverEntryPointByVersion returns the same
// function for cudaEnablePerThreadDefaultStream as for cudaEnableLegacyStream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDriverEntryPointByVersion, PerThreadFlagFallsBackToLegacy,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "If a per-thread version is not found, the API will return the legacy version of the driver function."},
        .claim = cudasem::Claim::promise,
    }) {
  void *legacy = nullptr, *per_thread = nullptr;

  CUDASEM_ASSERT_OK(
      cudaGetDriverEntryPointByVersion("cuDriverGetVersion", &legacy, 12000, cudaEnableLegacyStream, nullptr));
  CUDASEM_ASSERT_OK(cudaGetDriverEntryPointByVersion(
      "cuDriverGetVersion", &per_thread, 12000, cudaEnablePerThreadDefaultStream, nullptr));

  cudasem::observe_pointer("legacy_entry_point", legacy);
  cudasem::observe_pointer("per_thread_entry_point", per_thread);
  CUDASEM_ASSERT_TRUE_NAMED("legacy_entry_point.returned", legacy != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("entry_points.same_function", legacy == per_thread);
}
