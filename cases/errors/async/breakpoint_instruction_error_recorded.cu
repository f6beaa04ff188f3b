// SPDX-License-Identifier: Apache-2.0
// In a helper process: a kernel executes a PTX brkpt instruction with no debugger attached. Which
// error the next synchronize reports (cudaErrorIllegalInstruction is a candidate) is recorded,
// and whether a later allocation returns the same error.
#include "cudasem/cudasem.h"
#include "../errors.h"

namespace {
__global__ void breakpoint() { asm volatile("brkpt;"); }
}  // namespace

CUDASEM_HELPER(errors_async_breakpoint) {
  if (cudaFree(nullptr) != cudaSuccess) return 2;
  breakpoint<<<1, 1>>>();
  cudasem::helper_send("launch", cudaGetLastError());
  cudasem::helper_send("synchronize", cudaDeviceSynchronize());
  void* p = nullptr;
  cudasem::helper_send("later_malloc", cudaMalloc(&p, 256));
  return 0;
}

CUDASEM_CASE(AsyncErrors, BreakpointInstructionErrorRecorded,
    {
        .api = {"cudaDeviceSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorIllegalInstruction)",
            .quote = "The device encountered an illegal instruction during kernel execution"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
        .exclusive = true,  // a helper process faults on this GPU
        .intentional_faults = {{"memcheck",
            "executes a breakpoint instruction on purpose (the fault is the behavior under test)"}},
    }) {
  namespace ea = cudasem::errors;

  cudasem::HelperRun r = cudasem::run_helper("errors_async_breakpoint", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper_started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper_finished", r.finished) << r.output;
  cudasem::observe("helper_exit_code", r.exit_code);
  cudasem::observe("launch_error", r, "launch");
  cudasem::observe("synchronize_error", r, "synchronize");
  cudasem::observe("later_malloc", r, "later_malloc");
}
