// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. A gate holds this thread's default stream
// (cudaStreamPerThread: the harness that launches it is compiled for the legacy stream);
// another host thread's stream-0 probe runs while it holds.
#include <atomic>
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"
#include "../default_stream.h"

CUDASEM_CASE(PerThreadDefaultStream, HostThreadsHaveIndependentDefaultStreams,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.2. Default Stream",
            .quote = "the default stream is a regular stream and each host thread has its own default stream."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::default_stream;
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  std::atomic<bool> finish{false};
  gate.launch(cudaStreamPerThread);
  std::thread other([&] {
    CUDASEM_EXPECT_OK(enqueue_in_stream0(probe));
    while (!finish.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    CUDASEM_EXPECT_OK(cudaStreamSynchronize(0));
  });

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);

  finish = true;
  other.join();
  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
