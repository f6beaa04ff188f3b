// SPDX-License-Identifier: Apache-2.0
// Perf: a host function enqueued with cudaLaunchHostFunc on an idle stream: microseconds from
// the enqueue to the function running, and to cudaStreamSynchronize returning after it
// (min/median/max of 50). Recorded, not asserted.
#include <atomic>

#include "../perf.h"
#include "cudasem/cudasem.h"

namespace {

void CUDART_CB stamp(void* slot) { static_cast<std::atomic<double>*>(slot)->store(cudasem::perf::now_s()); }

}  // namespace

CUDASEM_CASE(PerfLatency, HostFuncCallback,
    {
        .api = {"cudaLaunchHostFunc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaLaunchHostFunc",
            .quote = "The function will be called after currently enqueued work and will block work added after it."},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  cudasem::Stream s(cudaStreamNonBlocking);
  std::atomic<double> ran{0};
  std::vector<double> to_run, to_return;
  bool ok = true;
  for (int i = 0; i < 60; ++i) {
    ran = 0;
    const double t0 = now_s();
    ok &= cudaLaunchHostFunc(s, stamp, &ran) == cudaSuccess;
    ok &= cudaStreamSynchronize(s) == cudaSuccess;
    const double t1 = now_s();
    if (i >= 10) {
      to_run.push_back(ran.load() - t0);
      to_return.push_back(t1 - t0);
    }
  }
  CUDASEM_ASSERT_TRUE_NAMED("timed_host_funcs_succeeded", ok) << "cudaLaunchHostFunc or cudaStreamSynchronize failed";
  const Stats run = stats_of(scaled(to_run, 1e6));
  record("host_func.enqueue_to_run", "us", run);
  record("host_func.enqueue_to_sync_return", "us", stats_of(scaled(to_return, 1e6)));
  CUDASEM_EXPECT_TRUE_NAMED("host_func_ran_before_sync_return", run.min > 0.0)
      << "the host function did not run before cudaStreamSynchronize returned";
}
