// SPDX-License-Identifier: Apache-2.0
// Perf: an empty kernel's launch as the host sees it (the launch call alone, and launch plus
// cudaStreamSynchronize) and as events see it (GPU time between events around it), in
// microseconds (min/median/max of 100). Recorded, not asserted.
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfLatency, EmptyKernelLaunch,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaStreamSynchronize",
            .quote = "Blocks until stream has completed all operations."},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  constexpr int kReps = 100;
  cudasem::Stream s(cudaStreamNonBlocking);
  bool ok = true;
  std::vector<double> call;
  for (int i = 0; i < kReps + 10; ++i) {
    const double t0 = now_s();
    ok &= cudasem::kernels::launch_empty(s) == cudaSuccess;
    const double t1 = now_s();
    ok &= cudaStreamSynchronize(s) == cudaSuccess;
    if (i >= 10) call.push_back(t1 - t0);
  }
  auto round_trip = time_host(10, kReps, [&] {
    ok &= cudasem::kernels::launch_empty(s) == cudaSuccess;
    ok &= cudaStreamSynchronize(s) == cudaSuccess;
  });
  auto gpu =
      time_events(s, 10, kReps, &ok, [&](cudaStream_t st) { ok &= cudasem::kernels::launch_empty(st) == cudaSuccess; });
  CUDASEM_ASSERT_TRUE_NAMED("timed_launches_succeeded", ok) << "a launch, synchronize or event call failed";
  record("launch_call", "us", stats_of(scaled(call, 1e6)));
  record("launch_sync", "us", stats_of(scaled(round_trip, 1e6)));
  record("launch_events", "us", stats_of(scaled(gpu, 1e6)));
}
