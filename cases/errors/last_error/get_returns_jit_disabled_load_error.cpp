// SPDX-License-Identifier: Apache-2.0
// In a helper process with PTX JIT compilation and the JIT cache disabled (CUDA_DISABLE_PTX_JIT=1,
// CUDA_CACHE_DISABLE=1), the suite's PTX module loaded with cudaLibraryLoadData and its kernel asked
// for: the first of the two calls that fails provokes an error, and cudaGetLastError called right
// after it returns that error (errors_last_error_helper.h). If neither call fails, the driver ran the PTX without JIT
// compilation somehow: UNSUPPORTED, with the codes.
#include "../errors_last_error_helper.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(get_after_jit_disabled_load) { return cudasem::errors::send_jit_disabled_load_then(&cudaGetLastError); }

CUDASEM_CASE(LastError, GetReturnsJitDisabledLoadError,
    {
        .api = {"cudaGetLastError"},
        .cite = {.doc = "RT",
            .section = "cudaGetLastError",
            .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance "
                     "of the CUDA Runtime library in the host thread and resets it to cudaSuccess."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::errors::expect_helper_last_error("get_after_jit_disabled_load", cudasem::errors::kJitDisabled,
      "cudaGetLastError", cudasem::errors::kJitLoadedAnyway);
}
