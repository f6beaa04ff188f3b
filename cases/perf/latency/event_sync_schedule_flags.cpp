// SPDX-License-Identifier: Apache-2.0
// Perf: the round trip of an empty kernel, cudaEventRecord and cudaEventSynchronize under each
// scheduling flag (auto, spin, yield, blocking sync, set with cudaSetDeviceFlags and read back)
// and with a cudaEventBlockingSync event, in microseconds. "can decrease latency": not asserted.
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfLatency, EventSyncScheduleFlags,
    {
        .api = {"cudaSetDeviceFlags"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaSetDeviceFlags",
            .quote =
                "cudaDeviceScheduleSpin: Instruct CUDA to actively spin when waiting for results from the device. This can decrease latency when waiting for the device, but may lower the performance of CPU threads if they are performing work in parallel with the CUDA thread."},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  struct Mode {
    const char* name;
    unsigned device_flags;
    unsigned event_flags;
  };
  const Mode modes[] = {
      {"auto", cudaDeviceScheduleAuto, cudaEventDefault},
      {"spin", cudaDeviceScheduleSpin, cudaEventDefault},
      {"yield", cudaDeviceScheduleYield, cudaEventDefault},
      {"blocking_sync", cudaDeviceScheduleBlockingSync, cudaEventDefault},
      {"auto_event_blocking_sync", cudaDeviceScheduleAuto, cudaEventBlockingSync},
  };
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudasem::Stream s(cudaStreamNonBlocking);
  for (const Mode& m : modes) {
    // The text lets the flags change on an initialized device; where the driver refuses, the
    // mode is recorded as not measured (a semantics question, not this case's).
    const cudaError_t set = cudaSetDeviceFlags(m.device_flags);
    cudasem::observe(std::string("set_flags.") + m.name, set);
    if (set != cudaSuccess) continue;
    unsigned readback = 0;
    CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&readback));
    cudasem::observe(std::string("flags_readback.") + m.name, readback);
    cudasem::Event e(m.event_flags);
    bool ok = true;
    auto t = time_host(10, 50, [&] {
      ok &= cudasem::kernels::launch_empty(s) == cudaSuccess;
      ok &= cudaEventRecord(e, s) == cudaSuccess;
      ok &= cudaEventSynchronize(e) == cudaSuccess;
    });
    CUDASEM_ASSERT_TRUE_NAMED("timed_launches_succeeded", ok)
        << "a launch, record or synchronize failed in mode " << m.name;
    record(std::string("event_sync.") + m.name, "us", stats_of(scaled(t, 1e6)));
  }
  (void)cudaSetDeviceFlags(cudaDeviceScheduleAuto);
}
