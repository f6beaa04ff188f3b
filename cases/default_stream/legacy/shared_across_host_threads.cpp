// SPDX-License-Identifier: Apache-2.0
// Another host thread puts a gate into stream 0; this thread's stream-0 probe runs only after it.
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, SharedAcrossHostThreads,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.2. Default Stream",
            .quote = "each device has a single NULL stream used for all host threads."},
        .claim = cudasem::Claim::promise,
    }) {
  const auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    std::thread other([&] { gate.launch(cudaStream_t{}); });
    other.join();
    probe.enqueue(cudaStream_t{});
  });

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
