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
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::entrypoints::expect_default_flag_is_legacy(
      cudasem::entrypoints::runtime_lookup, cudaEnableLegacyStream, cudaEnableDefault);
}
