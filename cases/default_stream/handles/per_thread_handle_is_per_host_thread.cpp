// SPDX-License-Identifier: Apache-2.0
// A gate holds this thread's cudaStreamPerThread; another host thread's cudaStreamPerThread is a
// different stream, so a probe there runs while the gate holds.
#include <atomic>
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamPerThread, IsPerHostThread,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Per-thread default stream",
            .quote = "The per-thread default stream is an implicit stream local to both the thread and the CUcontext"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  std::atomic<bool> finish{false};
  gate.launch(cudaStreamPerThread);
  std::thread other([&] {
    probe.enqueue(cudaStreamPerThread);
    while (!finish.load()) std::this_thread::sleep_for(cudasem::milliseconds(1));
    CUDASEM_EXPECT_OK(cudaStreamSynchronize(cudaStreamPerThread));
  });

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);

  finish = true;
  other.join();
  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
