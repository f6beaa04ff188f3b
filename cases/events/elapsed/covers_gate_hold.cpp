// SPDX-License-Identifier: Apache-2.0
// The gate is held for a host-measured interval between the two events; record both durations.
#include "cudasem/cudasem.h"

#include <chrono>
#include <thread>

CUDASEM_CASE(CudaEventElapsedTime, CoversGateHold,
    {
        .api = {"cudaEventElapsedTime"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "Computes the elapsed time between two events"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event start, end;
  cudasem::Gate gate;
  CUDASEM_ASSERT_OK(cudaEventRecord(start, stream));
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(end, stream));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());
  const auto seen_started = std::chrono::steady_clock::now();
  std::this_thread::sleep_for(cudasem::milliseconds(200));
  const auto released_at = std::chrono::steady_clock::now();
  gate.release();
  CUDASEM_ASSERT_OK(cudaEventSynchronize(end));
  float ms = -1.0f;

  CUDASEM_ASSERT_OK(cudaEventElapsedTime(&ms, start, end));

  const double host_ms = std::chrono::duration<double, std::milli>(released_at - seen_started).count();
  cudasem::measure("elapsed_minus_host_hold_ms", static_cast<double>(ms) - host_ms);
  cudasem::measure("elapsed_ms", static_cast<double>(ms));
  cudasem::measure("host_hold_ms", host_ms);
  cudasem::observe("covers_hold", static_cast<double>(ms) >= host_ms);
}
