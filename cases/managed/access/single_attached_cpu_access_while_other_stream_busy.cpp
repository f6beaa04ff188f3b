// SPDX-License-Identifier: Apache-2.0
// Without concurrentManagedAccess, memory attached to stream A (cudaMemAttachSingle) may be
// touched by the CPU once A is idle, while a gate kernel holds stream B: a helper must exit normally.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(managed_touch_single_attached_while_other_stream_busy) {
  void* attached = nullptr;
  if (cudaMallocManaged(&attached, 4096, cudaMemAttachHost) != cudaSuccess) return 2;
  cudaStream_t owner = nullptr, other = nullptr;
  if (cudaStreamCreateWithFlags(&owner, cudaStreamNonBlocking) != cudaSuccess) return 2;
  if (cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking) != cudaSuccess) return 2;
  if (cudaStreamAttachMemAsync(owner, attached, 0, cudaMemAttachSingle) != cudaSuccess) return 3;
  if (cudasem::kernels::launch_fill(owner, static_cast<unsigned*>(attached), 1024, 7) != cudaSuccess) return 3;
  if (cudaStreamSynchronize(owner) != cudaSuccess) return 3;
  {
    cudasem::Gate gate;
    gate.launch(other);
    if (!gate.wait_started()) return 4;
    *static_cast<volatile unsigned*>(attached) = 20;  // allowed: the owning stream is idle
    gate.release();
  }
  if (cudaDeviceSynchronize() != cudaSuccess) return 5;
  return 0;
}

CUDASEM_CASE(ManagedHostAccess, SingleAttachedCpuAccessWhileOtherStreamBusy,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote =
                "When memory is associated with a single stream, the Unified Memory system will allow CPU access to this memory region so long as all operations in stream have completed, regardless of whether other streams are active."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") == 0,
            cudasem::linux_os()},
        .timeout_s = 120,
    }) {
  cudasem::HelperRun r =
      cudasem::run_helper("managed_touch_single_attached_while_other_stream_busy", {}, std::chrono::seconds(60));

  CUDASEM_ASSERT_TRUE_NAMED("helper.started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper.finished", r.finished) << "the helper did not exit within 60 s";
  CUDASEM_EXPECT_EQ_NAMED("helper_exit_code", r.exit_code, 0)
      << "the host access to memory of an idle stream should not fault";
}
