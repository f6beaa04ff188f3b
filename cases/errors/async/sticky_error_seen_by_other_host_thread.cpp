// SPDX-License-Identifier: Apache-2.0
// In a helper process: one host thread's kernel faults (a store through a null pointer) and its
// synchronize reports cudaErrorIllegalAddress; a second host thread, which launched nothing,
// then gets the same error from cudaMalloc.
#include <thread>

#include "cudasem/cudasem.h"
#include "../errors.h"

CUDASEM_HELPER(errors_async_fault_other_thread) {
  if (cudaFree(nullptr) != cudaSuccess) return 2;
  cudaError_t fault = cudaSuccess;
  std::thread faulting([&] {
    cudasem::kernels::launch_write(nullptr, nullptr, 1);
    fault = cudaDeviceSynchronize();
  });
  faulting.join();
  cudaError_t other = cudaSuccess;
  std::thread bystander([&] {
    void* p = nullptr;
    other = cudaMalloc(&p, 256);
  });
  bystander.join();
  cudasem::helper_send("fault", fault);
  cudasem::helper_send("other_thread", other);
  return 0;
}

CUDASEM_CASE(AsyncErrors, StickyErrorSeenByOtherHostThread,
    {
        .api = {"cudaDeviceSynchronize", "cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorIllegalAddress)",
            .quote =
                "This leaves the process in an inconsistent state and any further CUDA work will return the same error."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .exclusive = true,  // a helper process faults on this GPU
        .intentional_faults = {{"memcheck",
            "writes through an invalid address on purpose (an illegal-address fault is the behavior under test)"}},
    }) {
  namespace ea = cudasem::errors;

  cudasem::HelperRun r = cudasem::run_helper("errors_async_fault_other_thread", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper_started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper_finished", r.finished) << r.output;
  const std::string fault = r.text("fault"), other = r.text("other_thread");
  cudasem::observe("faulting_thread_synchronize", r, "fault");
  cudasem::observe("other_thread_malloc", r, "other_thread");
  CUDASEM_EXPECT_EQ_NAMED("helper_exit_code", r.exit_code, 0) << r.output;
  CUDASEM_EXPECT_EQ_NAMED("faulting_thread_error_name", ea::error_name(fault), "cudaErrorIllegalAddress");
  CUDASEM_EXPECT_EQ_NAMED("other_thread_error_name", ea::error_name(other), "cudaErrorIllegalAddress");
}
