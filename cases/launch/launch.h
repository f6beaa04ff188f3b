// SPDX-License-Identifier: Apache-2.0
// Shared by the launch cases: a cudaLaunchConfig_t built in one line, and the body of the cases
// on a launch's stream argument (a kernel launched behind a gate in the same stream reads the
// gate's done flag).
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>

#include "cudasem/cudasem.h"

namespace cudasem::launch {

inline cudaLaunchConfig_t make_config(dim3 grid, dim3 block, cudaStream_t stream = nullptr,
    std::size_t dynamic_smem = 0, cudaLaunchAttribute* attrs = nullptr, unsigned num_attrs = 0) {
  cudaLaunchConfig_t config{};
  config.gridDim = grid;
  config.blockDim = block;
  config.dynamicSmemBytes = dynamic_smem;
  config.stream = stream;
  config.attrs = attrs;
  config.numAttrs = num_attrs;
  return config;
}

// A gate holds a non-blocking stream; `launch(stream, gate.device_flags(), out)` launches (and
// checks) a kernel that copies the gate's done flag to *out, which must name that stream. Records
// "kernel_saw_gate_done" and expects 1. A fatal failure (in `launch` too) returns early.
template <typename Launch>
void kernel_ordered_behind_gate(Launch&& launch) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;
  gate.launch(stream);

  launch(stream.get(), gate.device_flags(), out.data());
  if (::testing::Test::HasFatalFailure()) return;
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("kernel_saw_gate_done", host, 1u);
}

}  // namespace cudasem::launch
