// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. Checked at run time (not with #error) so that a
// missing macro is a FAIL of this case rather than a broken build.
#include "cudasem/cudasem.h"

#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
constexpr bool kMacroDefined = true;
#else
constexpr bool kMacroDefined = false;
#endif

CUDASEM_CASE(PerThreadDefaultStream, MacroDefined,
    {
        .api = {"CUDA_API_PER_THREAD_DEFAULT_STREAM"},
        .cite = {.doc = "SSYNC",
            .section = "Default stream",
            .quote =
                "Either way, the CUDA_API_PER_THREAD_DEFAULT_STREAM macro will be defined in compilation units using per-thread synchronization behavior."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_EXPECT_TRUE_NAMED("macro_defined", kMacroDefined);
}
