// SPDX-License-Identifier: Apache-2.0
// In a helper process with PTX JIT compilation disabled (CUDA_DISABLE_PTX_JIT=1), the suite's PTX
// module (PTX of the build's lowest architecture only, no cubin) loaded with cudaLibraryLoadData
// and its kernel asked for with cudaLibraryGetKernel: the first of the two calls that fails (the
// library loads lazily, so the error may come at the kernel) provokes an error, and
// cudaGetLastError called right after it returns that error. The helper sends the codes; the case
// records the failing call's and checks cudaGetLastError's against it. If neither call fails, the
// driver ran the PTX without JIT compilation somehow: UNSUPPORTED, with the codes.
#include "cudasem/cudasem.h"
#include "kernels/modules/modules.h"

CUDASEM_HELPER(get_after_jit_disabled_load) {
  cudaLibrary_t lib = nullptr;
  const cudaError_t load_rc =
      cudaLibraryLoadData(&lib, cudasem::modules::ptx().data, nullptr, nullptr, 0, nullptr, nullptr, 0);
  cudasem::helper_send("load_rc", load_rc);
  if (load_rc == cudaSuccess) {
    cudaKernel_t kernel = nullptr;
    cudasem::helper_send("get_kernel_rc", cudaLibraryGetKernel(&kernel, lib, cudasem::modules::kAddOne));
  }
  cudasem::helper_send("last", cudaGetLastError());
  if (lib) cudaLibraryUnload(lib);
  return 0;
}

CUDASEM_CASE(LastError, GetReturnsJitDisabledLoadError,
    {
        .api = {"cudaGetLastError"},
        .cite = {.doc = "RT",
            .section = "cudaGetLastError",
            .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance "
                     "of the CUDA Runtime library in the host thread and resets it to cudaSuccess."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::HelperRun child =
      cudasem::run_helper("get_after_jit_disabled_load", {.set_env = {"CUDA_DISABLE_PTX_JIT=1"}});
  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  const std::optional<cudasem::HelperCode> loaded = child.code("load_rc");
  const std::optional<cudasem::HelperCode> got = child.code("get_kernel_rc");
  const std::optional<cudasem::HelperCode> last = child.code("last");
  ASSERT_TRUE(loaded && last) << "helper output: " << child.output;
  const auto load_rc = static_cast<cudaError_t>(loaded->code);
  const cudaError_t provoked = load_rc != cudaSuccess || !got ? load_rc : static_cast<cudaError_t>(got->code);
  if (provoked == cudaSuccess)
    GTEST_SKIP() << "with CUDA_DISABLE_PTX_JIT=1 the PTX module loaded and its kernel was found; output: "
                 << child.output;

  cudasem::observe("provoking_call_result", provoked);
  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, static_cast<cudaError_t>(last->code), provoked);
}
