// SPDX-License-Identifier: Apache-2.0
// Helpers of the driver API event and stream cases (cases/driver/event, cases/driver/streams2), in
// namespace cudasem::driver_api: an owner of a driver event (DrvEvent, released by cuEventDestroy),
// the three ways of recording an event (cuEventRecord, cuEventRecordWithFlags, cuCtxRecordEvent)
// and the bodies they share (query while a gate holds, later work not captured, a handle of another
// context), the two ways of waiting for one (cuStreamWaitEvent, cuCtxWaitEvent) and their body, the
// bodies of the cuEventElapsedTime cases, of the host function cases (cuStreamAddCallback and
// cuLaunchHostFunc run the very same host code), of the stream priority clamping cases and of the
// stream flags round trips. Every body works in the primary context made current through the
// driver API; kernels are the suite's runtime kernels launched into driver streams (CUstream and
// cudaStream_t are the same type).
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/observe.h"
#include "cudasem/probe.h"
#include "cudasem/resources.h"
#include "kernels/kernels.h"

namespace cudasem::driver_api {

inline CUresult release_event(CUevent e) { return ::cudasem::driver().cuEventDestroy(e); }
// A driver event (cuEventCreate into out()); released by cuEventDestroy.
using DrvEvent = Owner<CUevent, &release_event>;

// How a case records its event.
enum class Recorder {
  event_record,             // cuEventRecord(event, stream)
  event_record_with_flags,  // cuEventRecordWithFlags(event, stream, CU_EVENT_RECORD_DEFAULT)
  ctx_record_event,         // cuCtxRecordEvent(context, event): captures every stream of the context
};

// Records `event` the way `how` says, in `stream` or (cuCtxRecordEvent) in `ctx`; must succeed.
inline void record_ok(Recorder how, CUevent event, CUstream stream, CUcontext ctx) {
  const Driver& drv = ::cudasem::driver();
  switch (how) {
    case Recorder::event_record:
      CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, stream));
      break;
    case Recorder::event_record_with_flags:
      CUDASEM_ASSERT_CU_OK(drv.cuEventRecordWithFlags(event, stream, CU_EVENT_RECORD_DEFAULT));
      break;
    case Recorder::ctx_record_event:
      CUDASEM_ASSERT_CU_OK(drv.cuCtxRecordEvent(ctx, event));
      break;
  }
}

// A gate holds a non-blocking stream (no watchdog: held until the release below); the event is
// recorded (`how`) behind it. cuEventQuery must return CUDA_ERROR_NOT_READY while the gate holds
// and CUDA_SUCCESS once the stream finished (checks "cuEventQuery[while_held]",
// "cuEventQuery[after_release]"). Returns early (ASSERT) on a failed step.
inline void expect_query_tracks_gated_work(Recorder how) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  Gate gate;
  gate.launch(stream.get());
  ASSERT_NO_FATAL_FAILURE(record_ok(how, event, stream, primary.get()));

  const CUresult while_held = drv.cuEventQuery(event);
  gate.release();
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  const CUresult after = drv.cuEventQuery(event);

  {
    CheckLabel label("while_held");
    CUDASEM_EXPECT_CU_ERROR_OF(cuEventQuery, while_held, CUDA_ERROR_NOT_READY);
  }
  {
    CheckLabel label("after_release");
    CUDASEM_EXPECT_CU_ERROR_OF(cuEventQuery, after, CUDA_SUCCESS);
  }
}

// The event is recorded (`how`) while the context is idle; only then does a gate start holding a
// non-blocking stream (its watchdog releases it after 10 s). cuEventSynchronize must return, and
// cuEventQuery report CUDA_SUCCESS, while the gate still holds: the later work is not captured.
// Observes "gate_held_at_return". Returns early (ASSERT) on a failed step.
inline void expect_later_work_not_captured(Recorder how) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  Gate gate;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  ASSERT_NO_FATAL_FAILURE(record_ok(how, event, stream, primary.get()));
  gate.launch(stream.get());
  gate.arm_watchdog(milliseconds(10000));

  CUDASEM_EXPECT_CU_OK(drv.cuEventSynchronize(event));
  const CUresult query = drv.cuEventQuery(event);
  const bool held_at_return = !gate.finished();
  gate.release();
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));

  CUDASEM_EXPECT_CU_ERROR_OF(cuEventQuery, query, CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("gate_held_at_return", held_at_return)
      << "the event completed only after the later gated work";
}

// The event belongs to the primary context; a context made with cuCtxCreate (current while the case
// records) holds the stream. Recording (`how`: the event in the other context's stream, or
// cuCtxRecordEvent of the other context) must return CUDA_ERROR_INVALID_HANDLE.
inline void expect_other_context_invalid_handle(Recorder how) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  Context other(create_context());
  ASSERT_NE(other.get(), nullptr);
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  switch (how) {
    case Recorder::event_record:
      CUDASEM_EXPECT_CU_ERROR(drv.cuEventRecord(event, stream), CUDA_ERROR_INVALID_HANDLE);
      break;
    case Recorder::event_record_with_flags:
      CUDASEM_EXPECT_CU_ERROR(
          drv.cuEventRecordWithFlags(event, stream, CU_EVENT_RECORD_DEFAULT), CUDA_ERROR_INVALID_HANDLE);
      break;
    case Recorder::ctx_record_event:
      CUDASEM_EXPECT_CU_ERROR(drv.cuCtxRecordEvent(other, event), CUDA_ERROR_INVALID_HANDLE);
      break;
  }
}

// How a case makes later work wait for an event.
enum class Waiter {
  stream_wait_event,  // cuStreamWaitEvent(later stream, event, CU_EVENT_WAIT_DEFAULT)
  ctx_wait_event,     // cuCtxWaitEvent(primary context, event)
};

// A gate holds stream A and the event is recorded after it; then the wait (`how`), then a kernel
// in another non-blocking stream B (created before the wait) reads the gate's done flag
// (kernels::launch_observe_gate). It must read 1 (the gate's watchdog releases it after 100 ms).
// Observes "later_kernel_saw_gate_done". Returns early (ASSERT) on a failed step.
inline void expect_wait_orders_later_kernel(Waiter how) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream gated, later;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(gated.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(later.out(), CU_STREAM_NON_BLOCKING));
  DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));
  PinnedBuffer<unsigned> seen(1, cudaHostAllocMapped);
  ASSERT_NE(seen.data(), nullptr);
  seen[0] = 0xffffffffu;
  Gate gate;
  gate.launch(gated.get());
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, gated));

  if (how == Waiter::stream_wait_event) {
    CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitEvent(later, event, CU_EVENT_WAIT_DEFAULT));
  } else {
    CUDASEM_ASSERT_CU_OK(drv.cuCtxWaitEvent(primary.get(), event));
  }
  CUDASEM_ASSERT_OK(kernels::launch_observe_gate(later.get(), gate.device_flags(), seen.data()));
  gate.arm_watchdog(milliseconds(100));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(later));

  const unsigned gate_done_seen = *static_cast<volatile unsigned*>(seen.data());
  CUDASEM_EXPECT_EQ_NAMED("later_kernel_saw_gate_done", gate_done_seen, 1u);
}

// `start` (created with start_flags), an empty kernel and `end` (end_flags) are recorded in a
// non-blocking stream and complete; then cuEventElapsedTime(start, end) must return
// CUDA_ERROR_INVALID_HANDLE. Returns early (ASSERT) on a failed step.
inline void expect_elapsed_time_invalid_handle(unsigned start_flags, unsigned end_flags) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  DrvEvent start, end;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(start.out(), start_flags));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(end.out(), end_flags));
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(start, stream));
  CUDASEM_ASSERT_OK(kernels::launch_empty(stream.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(end, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  float ms = -1.0f;

  CUDASEM_EXPECT_CU_ERROR(drv.cuEventElapsedTime(&ms, start, end), CUDA_ERROR_INVALID_HANDLE);
}

// --- host functions: cuStreamAddCallback and cuLaunchHostFunc ----------------------------------

enum class HostFn {
  add_callback,      // cuStreamAddCallback(stream, callback, data, 0)
  launch_host_func,  // cuLaunchHostFunc(stream, fn, data)
};

template <void (*Body)(void*)>
void CUDA_CB as_stream_callback(CUstream, CUresult, void* data) {
  Body(data);
}

// Enqueues Body into `stream` the way `how` says; must succeed.
template <void (*Body)(void*)>
void enqueue_host_ok(HostFn how, CUstream stream, void* data) {
  const Driver& drv = ::cudasem::driver();
  if (how == HostFn::add_callback) {
    CUDASEM_ASSERT_CU_OK(drv.cuStreamAddCallback(stream, &as_stream_callback<Body>, data, 0));
  } else {
    CUDASEM_ASSERT_CU_OK(drv.cuLaunchHostFunc(stream, Body, data));
  }
}

// Records, when it runs, whether the gate had finished.
struct SeenGate {
  const Gate* gate = nullptr;
  std::atomic<bool> ran{false};
  std::atomic<bool> gate_finished{false};
};
inline void record_gate(void* data) {
  auto* seen = static_cast<SeenGate*>(data);
  seen->gate_finished = seen->gate->finished();
  seen->ran = true;
}

// A gate holds a non-blocking stream (released by its watchdog after 100 ms); the host function is
// enqueued (`how`) behind it. When it runs the gate must have finished. Observes
// "host_fn_saw_gate_finished". Returns early (ASSERT) on a failed step.
inline void expect_host_fn_runs_after_prior_work(HostFn how) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  Gate gate;
  SeenGate seen;
  seen.gate = &gate;
  gate.launch(stream.get());

  ASSERT_NO_FATAL_FAILURE(enqueue_host_ok<record_gate>(how, stream, &seen));
  gate.arm_watchdog(milliseconds(100));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  CUDASEM_ASSERT_TRUE_NAMED("host_fn_ran", seen.ran.load()) << "the host function had not run when the stream finished";
  CUDASEM_EXPECT_TRUE_NAMED("host_fn_saw_gate_finished", seen.gate_finished.load());
}

// Holds until the test lets it go (20 s at most), then sets *done, which the next kernel reads.
struct HeldHostFn {
  std::atomic<bool> started{false};
  std::atomic<bool> release{false};
  volatile unsigned* done = nullptr;  // mapped pinned memory
};
inline void hold_then_set_done(void* data) {
  auto* held = static_cast<HeldHostFn*>(data);
  held->started = true;
  for (int i = 0; i < 20000 && !held->release; ++i) std::this_thread::sleep_for(milliseconds(1));
  std::atomic_thread_fence(std::memory_order_seq_cst);
  *held->done = 1;
}

// A non-blocking stream gets the holding host function (`how`) and then a kernel that reads the
// flag the host function sets as it returns. The kernel must read 1 and must not have run while
// the host function held. Observes "kernel_read_done_flag" and "kernel_ran_while_held". Returns
// early (ASSERT) on a failed step.
inline void expect_host_fn_blocks_later_work(HostFn how) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  PinnedBuffer<unsigned> flags(2, cudaHostAllocMapped);  // [0] set by the host function, [1] read
  ASSERT_NE(flags.data(), nullptr);
  volatile unsigned* mapped = flags.data();
  mapped[0] = 0;
  mapped[1] = 0xffffffffu;
  HeldHostFn held;
  held.done = &mapped[0];

  ASSERT_NO_FATAL_FAILURE(enqueue_host_ok<hold_then_set_done>(how, stream, &held));
  CUDASEM_ASSERT_OK(kernels::launch_read(stream.get(), &mapped[0], flags.data() + 1));
  bool started = false;
  for (int i = 0; i < 10000 && !(started = held.started.load()); ++i) std::this_thread::sleep_for(milliseconds(1));
  std::this_thread::sleep_for(milliseconds(50));  // room for a misordered kernel to run
  const bool kernel_ran_while_held = mapped[1] != 0xffffffffu;
  held.release = true;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const unsigned kernel_read = mapped[1];
  CUDASEM_ASSERT_TRUE_NAMED("host_fn_started", started) << "the host function did not start within 10 s";
  CUDASEM_EXPECT_EQ_NAMED("kernel_read_done_flag", kernel_read, 1u);
  CUDASEM_EXPECT_EQ_NAMED("kernel_ran_while_held", kernel_ran_while_held, false);
}

// --- stream properties ---------------------------------------------------------------------------

// In the primary context, a stream is created with cuStreamCreateWithPriority at `beyond` past the
// end of cuCtxGetStreamPriorityRange's range (past the least priority when above_least, past the
// greatest otherwise); cuStreamGetPriority must report that end of the range. Observes
// "priority_returned". Returns early (ASSERT) on a failed step.
inline void expect_priority_clamped(bool above_least, int beyond) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetStreamPriorityRange(&least, &greatest));
  environment("least_priority", least);
  environment("greatest_priority", greatest);
  const int asked = above_least ? least + beyond : greatest - beyond;
  const int end = above_least ? least : greatest;
  DrvStream stream;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreateWithPriority(stream.out(), CU_STREAM_NON_BLOCKING, asked));
  int priority = asked;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetPriority(stream, &priority));

  CUDASEM_EXPECT_EQ_NAMED("priority_returned", priority, end)
      << "asked " << asked << ", range [" << greatest << ", " << least << "]";
}

// A stream created with cuStreamCreate(`flags`): cuStreamGetFlags must return exactly `flags`.
// Observes "flags_returned".
inline void expect_flags_round_trip(unsigned flags) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), flags));
  unsigned returned = 0xffffffffu;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetFlags(stream, &returned));

  CUDASEM_EXPECT_EQ_NAMED("flags_returned", returned, flags);
}

}  // namespace cudasem::driver_api
