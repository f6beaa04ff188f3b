// SPDX-License-Identifier: Apache-2.0
// Whether device flags set before cudaDeviceReset survive into the re-created context.
// Characterization: the reset text ("reset all state") lists the resources it destroys, and the
// flags are not among them; cudaSetDeviceFlags says nothing of a reset either.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceReset, FlagsAfterReset,
    {
        .api = {"cudaDeviceReset"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceReset",
            .quote = "Destroy all allocations and reset all state on the current device in the current process."},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  unsigned before = 0, after = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&before));

  CUDASEM_ASSERT_OK(cudaDeviceReset());
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&after));

  cudasem::observe("blocking_sync_kept", (after & cudaDeviceScheduleMask) == cudaDeviceScheduleBlockingSync);
  cudasem::observe("flags_before_reset", before);
  cudasem::observe("flags_after_reset", after);
}
