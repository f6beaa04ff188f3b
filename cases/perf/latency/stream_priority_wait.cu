// SPDX-License-Identifier: Apache-2.0
// Perf: a short kernel launched while a least-priority stream holds a backlog of kernels that
// fill the GPU (16 x one wave of 200 us spinning blocks): microseconds from its launch to its
// event completing, in a greatest-priority stream and in a least-priority stream, and the ratio.
// "Priorities provide a hint": characterized, not asserted.
#include "../perf.h"
#include "../perf_kernels.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfLatency, StreamPriorityWait,
    {
        .api = {"cudaStreamCreateWithPriority"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaStreamCreateWithPriority",
            .quote =
                "Priorities provide a hint to preferentially run work with higher priority when possible, but do not preempt already-running work or provide any other functional guarantee on execution order."},
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  fact("priority.least", "count", least);
  fact("priority.greatest", "count", greatest);
  if (least == greatest)
    GTEST_SKIP() << "requires two stream priorities; the device's range is [" << greatest << ", " << least << "]";
  cudasem::Stream backlog(cudaStreamNonBlocking, least);
  cudasem::Stream high(cudaStreamNonBlocking, greatest), low(cudaStreamNonBlocking, least);
  cudasem::Event done(cudaEventDefault);
  const unsigned blocks = fill_grid();
  bool ok = true;

  auto probe = [&](cudaStream_t probe_stream) {
    std::vector<double> out;
    for (int rep = 0; rep < 4 && ok; ++rep) {
      for (int k = 0; k < 16; ++k) ok &= launch_busy(backlog, blocks, 200000) == cudaSuccess;
      // Let the backlog start before the probe arrives.
      const double t_start = now_s();
      while (now_s() - t_start < 300e-6) {
      }
      const double t0 = now_s();
      ok &= cudasem::kernels::launch_empty(probe_stream) == cudaSuccess;
      ok &= cudaEventRecord(done, probe_stream) == cudaSuccess;
      ok &= cudaEventSynchronize(done) == cudaSuccess;
      const double t1 = now_s();
      ok &= cudaStreamSynchronize(backlog) == cudaSuccess;
      if (rep > 0) out.push_back((t1 - t0) * 1e6);
    }
    return stats_of(out);
  };
  const Stats hi = probe(high);
  const Stats lo = probe(low);
  CUDASEM_ASSERT_TRUE_NAMED("timed_launches_succeeded", ok) << "a launch, record or synchronize failed";
  record("probe_wait.greatest_priority", "us", hi);
  record("probe_wait.least_priority", "us", lo);
  single("least_over_greatest", "x", ratio(lo.median, hi.median));
}
