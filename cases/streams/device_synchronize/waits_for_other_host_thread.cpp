// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <atomic>
#include <thread>

CUDASEM_CASE(CudaDeviceSynchronize, WaitsForOtherHostThread,
    {
        .api = {"cudaDeviceSynchronize"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.3. Explicit Synchronization",
            .quote = "cudaDeviceSynchronize() waits until all preceding commands in all streams of all host "
                     "threads have completed."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Gate gate;
  std::atomic<bool> launched{false};
  std::thread other([&] {  // owns its stream until the gate has finished
    cudasem::Stream stream(cudaStreamNonBlocking);
    gate.launch(stream);
    launched = true;
    if (!gate.wait_finished()) {
      ADD_FAILURE() << "gate did not finish";
    }
  });
  for (int i = 0; i < 10000 && !launched; ++i) std::this_thread::sleep_for(cudasem::milliseconds(1));
  if (!launched) {
    gate.release();
    other.join();
    FAIL() << "the other thread did not launch its gate";
  }
  gate.arm_watchdog(cudasem::milliseconds(100));

  const cudaError_t result = cudaDeviceSynchronize();
  const bool returned_before_release = !gate.released();
  const bool gate_finished_at_return = gate.finished();
  gate.release();
  other.join();

  // The proof is data: the gate kernel's "done" flag, written by the device, was set when the call
  // returned. When it returned relative to the release is recorded only.
  cudasem::observe("returned_after_release", !returned_before_release);
  cudasem::observe("gate_finished_at_return", gate_finished_at_return);
  CUDASEM_EXPECT_OK_OF(cudaDeviceSynchronize, result);
  CUDASEM_EXPECT_TRUE_NAMED("gate.finished_at_return", gate_finished_at_return);
}
