// SPDX-License-Identifier: Apache-2.0
// The errors/last_error/{get,peek}_returns_{no_device,jit_disabled_load_error} cases: a helper process
// (its own environment: no device visible, PTX JIT compilation disabled) makes a runtime call fail and
// reads cudaGetLastError or cudaPeekAtLastError right after it, and sends both codes ("provoked",
// "last"). The case records the failing call's code and checks the last error against it.
#pragma once

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/observe.h"
#include "kernels/modules/modules.h"

namespace cudasem::errors {

using ReadLastError = cudaError_t (*)();

// Helper side, CUDA_VISIBLE_DEVICES=-1: cudaGetDeviceCount fails (cudaErrorNoDevice:
// device.visible.no_device_count_returns_no_device), then `read`.
inline int send_no_device_then(ReadLastError read) {
  int count = -1;
  helper_send("provoked", cudaGetDeviceCount(&count));
  helper_send("last", read());
  return 0;
}

// Helper side, kJitDisabled: the suite's PTX module (PTX of the build's lowest architecture
// only, no cubin) loaded with cudaLibraryLoadData and its kernel asked for with cudaLibraryGetKernel;
// the first of the two that fails (the library loads lazily, so the error may come at the kernel)
// is the provoking call; then `read`.
inline int send_jit_disabled_load_then(ReadLastError read) {
  cudaLibrary_t lib = nullptr;
  cudaError_t provoked = cudaLibraryLoadData(&lib, modules::ptx().data, nullptr, nullptr, 0, nullptr, nullptr, 0);
  if (provoked == cudaSuccess) {
    cudaKernel_t kernel = nullptr;
    provoked = cudaLibraryGetKernel(&kernel, lib, modules::kAddOne);
  }
  helper_send("provoked", provoked);
  helper_send("last", read());
  if (lib) cudaLibraryUnload(lib);
  return 0;
}

// Case side: runs the helper with `env` (NAME=VALUE each); `function` (cudaGetLastError or cudaPeekAtLastError) must
// have returned the provoking call's error. A provoking call that did not fail is UNSUPPORTED with
// `if_none_failed` as the reason when given (the environment did not take effect as the case
// needs), a failed proof otherwise.
inline void expect_helper_last_error(
    const char* helper, std::vector<std::string> env, const char* function, const char* if_none_failed = nullptr) {
  const HelperRun child = run_helper(helper, {.set_env = std::move(env)});
  CUDASEM_ASSERT_TRUE_NAMED("helper_finished", child.finished)
      << "helper did not exit within 30 s; output: " << child.output;
  CUDASEM_ASSERT_EQ_NAMED("helper_exit_code", child.exit_code, 0) << child.output;
  const std::optional<HelperCode> provoked = child.code("provoked");
  const std::optional<HelperCode> last = child.code("last");
  CUDASEM_ASSERT_TRUE_NAMED("helper_sent_both_codes", provoked && last) << "helper output: " << child.output;
  const auto code = static_cast<cudaError_t>(provoked->code);
  if (code == cudaSuccess && if_none_failed) GTEST_SKIP() << if_none_failed << "; output: " << child.output;

  observe("provoking_call_result", code);
  CUDASEM_ASSERT_TRUE_NAMED("provoking_call_failed", code != cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF_ROW(function, static_cast<cudaError_t>(last->code), code);
}

// PTX JIT compilation disabled, and the JIT cache too: a binary the driver compiled from the same PTX
// for an earlier process (any case that loads the module) would otherwise be taken from
// ~/.nv/ComputeCache, and the load succeeds (seen on the H200 after a full run).
inline const std::vector<std::string> kJitDisabled = {"CUDA_DISABLE_PTX_JIT=1", "CUDA_CACHE_DISABLE=1"};
inline constexpr const char* kJitLoadedAnyway =
    "with CUDA_DISABLE_PTX_JIT=1 and CUDA_CACHE_DISABLE=1 the PTX module loaded and its kernel was found";

}  // namespace cudasem::errors
