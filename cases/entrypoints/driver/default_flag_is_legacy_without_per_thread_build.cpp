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
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::entrypoints::expect_default_flag_is_legacy(
      cudasem::entrypoints::driver_lookup, CU_GET_PROC_ADDRESS_LEGACY_STREAM, CU_GET_PROC_ADDRESS_DEFAULT);
}
