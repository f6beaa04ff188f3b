// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamDestroy, ReturnsWhileWorkPending,
    {
        .api = {"cudaStreamDestroy"},
        .cite = {.doc = "RT",
            .section = "cudaStreamDestroy",
            .quote = "In case the device is still doing work in the stream stream when cudaStreamDestroy() "
                     "is called, the function will return immediately"},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = cudasem::under_every_tool(
            "under compute-sanitizer the stream's destroy waits for its pending gated kernel (the gate is never seen held when it returns), which changes the behavior under test"),
    }) {
  bool returned_before_release = false;
  int attempts = 0;
  for (long delay : {50L, 500L, 5000L}) {  // must-not-block: retry with longer watchdogs
    ++attempts;
    cudaStream_t stream = nullptr;
    CUDASEM_ASSERT_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    cudasem::Gate gate;
    gate.launch(stream);
    gate.arm_watchdog(cudasem::milliseconds(delay));

    cudaError_t result = cudaStreamDestroy(stream);

    returned_before_release = !gate.released();
    gate.release();
    CUDASEM_ASSERT_OK_OF(cudaStreamDestroy, result);
    CUDASEM_ASSERT_TRUE_NAMED("gate.finished_after_release", gate.wait_finished());
    if (returned_before_release) break;
  }

  cudasem::measure("gate_attempts", attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", returned_before_release);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
