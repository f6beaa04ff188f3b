// SPDX-License-Identifier: Apache-2.0
// In a helper process: a trap kernel in a non-blocking stream, never synchronized; unrelated
// allocations (cudaMalloc/cudaFree, retried for up to 10 s) start failing, with the same error
// that a later cudaDeviceSynchronize reports.
#include <chrono>

#include "cudasem/cudasem.h"
#include "../errors.h"

CUDASEM_HELPER(errors_async_trap_then_malloc) {
  if (cudaFree(nullptr) != cudaSuccess) return 2;
  cudaStream_t faulting = nullptr;
  if (cudaStreamCreateWithFlags(&faulting, cudaStreamNonBlocking) != cudaSuccess) return 2;
  cudasem::helper_send("launch", cudasem::kernels::launch_trap(faulting));
  cudaError_t seen = cudaSuccess;
  int attempts = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (seen == cudaSuccess && std::chrono::steady_clock::now() < deadline) {
    void* p = nullptr;
    ++attempts;
    seen = cudaMalloc(&p, 256);
    if (seen == cudaSuccess) seen = cudaFree(p);
  }
  cudasem::helper_send("unrelated", seen);
  cudasem::helper_send("attempts", attempts);
  cudasem::helper_send("synchronize", cudaDeviceSynchronize());
  return 0;
}

CUDASEM_CASE(AsyncErrors, TrapSurfacesOnLaterUnrelatedCall,
    {
        .api = {"cudaMalloc", "cudaFree", "cudaDeviceSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorLaunchFailure)",
            .quote =
                "This leaves the process in an inconsistent state and any further CUDA work will return the same error."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .exclusive = true,  // a helper process faults on this GPU
        .intentional_faults = {{"memcheck",
            "executes a trap instruction on purpose (the fault is the behavior under test)"}},
    }) {
  namespace ea = cudasem::errors;

  cudasem::HelperRun r = cudasem::run_helper("errors_async_trap_then_malloc", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper_started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper_finished", r.finished) << r.output;
  const std::string unrelated = r.text("unrelated"), sync = r.text("synchronize");
  cudasem::observe("launch_error", r, "launch");
  cudasem::observe("unrelated_call", r, "unrelated");
  if (const auto attempts = r.integer("attempts")) cudasem::measure("unrelated_call_attempts", *attempts);
  cudasem::observe("synchronize_error", r, "synchronize");
  CUDASEM_EXPECT_EQ_NAMED("helper_exit_code", r.exit_code, 0) << r.output;
  CUDASEM_EXPECT_EQ_NAMED("launch_error_name", ea::error_name(r.text("launch")), "cudaSuccess");
  CUDASEM_EXPECT_TRUE_NAMED("unrelated_call_failed", ea::error_name(unrelated) != "cudaSuccess")
      << "no unrelated call failed within 10 s";
  CUDASEM_EXPECT_EQ_NAMED("unrelated_call_error_name", ea::error_name(unrelated), ea::error_name(sync));
}
