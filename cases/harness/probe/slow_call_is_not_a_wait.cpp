// SPDX-License-Identifier: Apache-2.0
// A call that does not wait for the gate but is slow (a 300 ms host sleep, no GPU work) is judged
// "did not wait". The single-watchdog reading (returned after a 100 ms release) would call it a
// wait: recorded as "single_watchdog_says_waited" to show why verdicts use two delays.
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(HarnessProbe, SlowCallIsNotAWait,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::calibration,
        .cite = {.doc = "DESIGN",
            .section = "Observing asynchronous behavior without flakiness",
            .quote = "Harness self-tests show that a slow non-waiting call is judged \"did not wait\".",
            .version = "cudasem"},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  auto slow_call = [] { std::this_thread::sleep_for(std::chrono::milliseconds(300)); };

  auto single = cudasem::call_behind_gate(stream, slow_call, std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  auto v = cudasem::call_waits_for_gate(stream, slow_call);

  cudasem::observe("single_watchdog_says_waited", !single.returned_before_release);
  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_EQ_NAMED("probe_judged_waited", v.waited, false);
}
