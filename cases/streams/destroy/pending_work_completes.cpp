// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamDestroy, PendingWorkCompletes,
    {
        .api = {"cudaStreamDestroy"},
        .cite = {.doc = "RT",
            .section = "cudaStreamDestroy",
            .quote = "the resources associated with stream will be released automatically once the device "
                     "has completed all work in stream."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = cudasem::under_every_tool(
            "under compute-sanitizer the stream's destroy waits for its pending gated kernel (the gate is never seen held when it returns), which changes the behavior under test"),
    }) {
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, sizeof(unsigned)));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaStream_t stream = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  cudasem::Gate gate;
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(stream, out.data(), 42u));

  CUDASEM_ASSERT_OK(cudaStreamDestroy(stream));
  const bool gate_held_at_destroy = !gate.finished();
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  unsigned value = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&value, out.data(), sizeof(value), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("gate_held_at_destroy", gate_held_at_destroy);
  CUDASEM_EXPECT_EQ_NAMED("written_value", value, 42u);
}
