// SPDX-License-Identifier: Apache-2.0
// Without concurrentManagedAccess, memory attached with cudaMemAttachHost may be touched by the
// CPU while a kernel runs: a helper does so behind a gate kernel and must exit normally.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(managed_touch_host_attached_while_kernel_runs) {
  void* host_attached = nullptr;
  if (cudaMallocManaged(&host_attached, 4096) != cudaSuccess) return 2;
  cudaStream_t stream = nullptr;
  if (cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) != cudaSuccess) return 2;
  if (cudaStreamAttachMemAsync(stream, host_attached, 0, cudaMemAttachHost) != cudaSuccess) return 3;
  if (cudaDeviceSynchronize() != cudaSuccess) return 3;
  {
    cudasem::Gate gate;
    gate.launch(stream);
    if (!gate.wait_started()) return 4;
    *static_cast<volatile unsigned*>(host_attached) = 20;  // allowed: attached to the host
    gate.release();
  }
  if (cudaDeviceSynchronize() != cudaSuccess) return 5;
  return *static_cast<volatile unsigned*>(host_attached) == 20 ? 0 : 6;
}

CUDASEM_CASE(ManagedHostAccess, HostAttachedAllowsCpuAccessDuringKernel,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote =
                "If the cudaMemAttachHost flag is specified, the program makes a guarantee that it won't access the memory on the device from any stream on a device that has a zero value for the device attribute cudaDevAttrConcurrentManagedAccess."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") == 0,
            cudasem::linux_os()},
        .timeout_s = 120,
    }) {
  cudasem::HelperRun r =
      cudasem::run_helper("managed_touch_host_attached_while_kernel_runs", {}, std::chrono::seconds(60));

  CUDASEM_ASSERT_TRUE_NAMED("helper.started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper.finished", r.finished) << "the helper did not exit within 60 s";
  CUDASEM_EXPECT_EQ_NAMED("helper_exit_code", r.exit_code, 0)
      << "the host access to host-attached memory during a kernel should not fault";
}
