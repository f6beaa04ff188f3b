// SPDX-License-Identifier: Apache-2.0
// cuStreamQuery has a per-thread default stream variant: cudaGetDriverEntryPointByVersion returns a
// different function for cudaEnablePerThreadDefaultStream than for cudaEnableLegacyStream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDriverEntryPointByVersion, PerThreadFlagReturnsPerThreadVariant,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "cudaEnablePerThreadDefaultStream: This will enable the search for all driver symbols that match the requested driver symbol name including the per-thread versions."},
        .claim = cudasem::Claim::promise,
    }) {
  void *legacy = nullptr, *per_thread = nullptr;
  cudaDriverEntryPointQueryResult legacy_status{}, per_thread_status{};

  CUDASEM_ASSERT_OK(
      cudaGetDriverEntryPointByVersion("cuStreamQuery", &legacy, 12000, cudaEnableLegacyStream, &legacy_status));
  CUDASEM_ASSERT_OK(cudaGetDriverEntryPointByVersion(
      "cuStreamQuery", &per_thread, 12000, cudaEnablePerThreadDefaultStream, &per_thread_status));

  cudasem::observe_pointer("legacy_entry_point", legacy);
  cudasem::observe_pointer("per_thread_entry_point", per_thread);
  CUDASEM_EXPECT_EQ_NAMED("legacy_entry_point.status", legacy_status, cudaDriverEntryPointSuccess);
  CUDASEM_EXPECT_EQ_NAMED("per_thread_entry_point.status", per_thread_status, cudaDriverEntryPointSuccess);
  CUDASEM_ASSERT_TRUE_NAMED("legacy_entry_point.returned", legacy != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("per_thread_entry_point.returned", per_thread != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("entry_points.distinct_functions", legacy != per_thread);
}
