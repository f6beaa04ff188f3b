// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecExternalSemaphoresSignalNodeSetParams: an executable graph whose signal node was
// created with value 3, updated to value 11, signals 11 at its next launch.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExecExternalSemaphoresSignalNodeSetParams, NextLaunchSignalsNewValue,
    {
        .api = {"cudaGraphExecExternalSemaphoresSignalNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecExternalSemaphoresSignalNodeSetParams",
            .quote = "The modifications only affect future launches of hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  ix::UpdatedSignalExec updated;
  ASSERT_NO_FATAL_FAILURE(ix::timeline_signal_node_updated_in_exec(vk, 3, 11, updated));

  cudasem::Stream stream(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(updated.exec, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const unsigned long long value = vk.counter(updated.timeline.vk);
  CUDASEM_EXPECT_EQ_NAMED("counter_after_launch", value, 11u);
}
