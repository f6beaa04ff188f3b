// SPDX-License-Identifier: Apache-2.0
// Without concurrentManagedAccess the CPU may not touch any managed allocation while a kernel
// runs, even one the kernel does not use: a helper process touches an unrelated managed buffer
// while a gate kernel holds the GPU and must die of SIGSEGV.
#include "../managed.h"
#include "cudasem/cudasem.h"

#include <csignal>

CUDASEM_HELPER(managed_touch_while_kernel_runs) {
  void* unrelated = nullptr;
  if (cudaMallocManaged(&unrelated, 4096) != cudaSuccess) return 2;
  if (cudaDeviceSynchronize() != cudaSuccess) return 3;
  cudasem::Gate gate;
  gate.launch(nullptr);
  if (!gate.wait_started()) return 4;
  *static_cast<volatile unsigned*>(unrelated) = 20;  // expected to fault here
  gate.release();
  cudaDeviceSynchronize();
  return 0;
}

CUDASEM_CASE(ManagedHostAccess, CpuAccessDuringKernelFaultsWithoutConcurrentAccess,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.3.2.4.1. GPU Exclusive Access To Managed Memory",
            .quote =
                "On these systems concurrent CPU/GPU accesses, even to different managed memory allocations, will cause a segmentation fault because the page is considered inaccessible to the CPU."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") == 0,
            cudasem::linux_os()},
        .timeout_s = 120,
    }) {
  cudasem::HelperRun r = cudasem::run_helper("managed_touch_while_kernel_runs", {}, std::chrono::seconds(60));

  CUDASEM_ASSERT_TRUE_NAMED("helper.started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper.finished", r.finished) << "the helper did not exit within 60 s";
  CUDASEM_EXPECT_EQ_NAMED("helper_exit_code", r.exit_code, 128 + SIGSEGV)
      << "expected the helper to die of SIGSEGV at the host access";
}
