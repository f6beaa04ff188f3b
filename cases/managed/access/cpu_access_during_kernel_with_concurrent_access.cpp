// SPDX-License-Identifier: Apache-2.0
// With concurrentManagedAccess the CPU may use managed memory while a kernel runs: the host
// writes a buffer while a gate holds the stream, and the copy kernel queued behind the gate then
// reads exactly what the host wrote.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedHostAccess, CpuAccessDuringKernelWithConcurrentAccess,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.3.2.4.2. Explicit Synchronization and Logical GPU Activity",
            .quote =
                "If a kernel might use data, then access is forbidden, unless device property concurrentManagedAccess is 1."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kCount = 1 << 14;
  cudasem::ManagedBuffer<unsigned> source(kCount), destination(kCount);
  ASSERT_NE(source.data(), nullptr);
  ASSERT_NE(destination.data(), nullptr);
  for (std::size_t i = 0; i < kCount; ++i) source[i] = destination[i] = 0;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_copy(stream, destination.data(), source.data(), kCount));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());

  for (std::size_t i = 0; i < kCount; ++i) source[i] = static_cast<unsigned>(i + 9);
  const bool written_while_gate_held = !gate.finished();
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::size_t bad =
      m::mismatches(destination.data(), kCount, [](std::size_t i) { return static_cast<unsigned>(i + 9); });
  CUDASEM_EXPECT_TRUE_NAMED("written_while_gate_held", written_while_gate_held);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
