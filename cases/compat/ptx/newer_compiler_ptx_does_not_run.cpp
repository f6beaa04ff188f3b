// SPDX-License-Identifier: Apache-2.0
// PTX that CUDA 13.5's compiler wrote (PTX ISA 9.5), on a driver of an older CUDA 13 release, through
// the runtime (cudaLibraryLoadData, cudaLibraryGetKernel, a launch of add_one on a zeroed int, each
// only where the one before succeeded: compat.h): some call fails and the int stays 0. The guide
// names no code and no call: which call fails, with which code, is
// compat.ptx.newer_compiler_library_load_result's record.
#include "../compat.h"

CUDASEM_CASE(CompatPtx, NewerCompilerPtxDoesNotRun,
    {
        .api = {"cudaLibraryLoadData", "cudaLibraryGetKernel", "cudaLaunchKernel"},
        .cite = {.doc = "COMPAT",
            .section = "Minor Version Compatibility: Application Considerations for Minor Version Compatibility",
            .quote = "Applications that compile device code to PTX will not work on older drivers.",
            .version = "r590",
            .url = "https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  if (!cudasem::compat::driver_older_than_newer_ptx()) GTEST_SKIP() << cudasem::compat::driver_reads_newer_ptx_reason();

  const cudasem::compat::NewerPtxRun run = cudasem::compat::run_newer_ptx_through_runtime();

  CUDASEM_EXPECT_TRUE_NAMED("a_call_failed", run.any_call_failed);
  CUDASEM_EXPECT_EQ_NAMED("kernel_output", run.value, 0);
}
