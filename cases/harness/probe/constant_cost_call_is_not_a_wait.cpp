// SPDX-License-Identifier: Apache-2.0
// A call slower than both gate delays (a 1.2 s host sleep, no GPU work) returns after the release
// at both delays, but its return does not move with the release: judged "did not wait".
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(HarnessProbe, ConstantCostCallIsNotAWait,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::calibration,
        .cite = {.doc = "DESIGN",
            .section = "Observing asynchronous behavior without flakiness",
            .quote = "otherwise the return must follow the gate's completion at two different release delays",
            .version = "cudasem"},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto v = cudasem::call_waits_for_gate(stream, [] { std::this_thread::sleep_for(std::chrono::milliseconds(1200)); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_EQ_NAMED("probe_judged_waited", v.waited, false);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
