// SPDX-License-Identifier: Apache-2.0
// Observing asynchronous behavior with ordering, never with time thresholds (DESIGN.md).
//
// Gate: a one-thread kernel holds its stream until the host releases it. It is bounded on
// both sides: a host watchdog releases it after a delay, and the kernel gives up on its
// own after kDeviceLimit. "Did this call wait for the gate?" is then answered by whether
// the call returned before the release: a call that returned while the gate was still
// held provably did not wait for it.
#pragma once

#include <cuda_runtime_api.h>

#include <atomic>
#include <cstddef>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

#include "kernels/kernels.h"

namespace cudasem {

using std::chrono::milliseconds;

class Gate {
 public:
  static constexpr milliseconds kDeviceLimit{30000};

  // Allocates the flags in mapped pinned memory (this creates the context).
  Gate();
  // Releases the gate and waits (bounded) for the kernel to finish.
  ~Gate();
  Gate(const Gate&) = delete;
  Gate& operator=(const Gate&) = delete;

  // Enqueues the gate kernel into `stream`.
  void launch(cudaStream_t stream);
  // A host thread releases the gate `after` from now unless the test releases it first.
  void arm_watchdog(milliseconds after);
  // Releases the gate (the test's release).
  void release();

  bool released() const { return released_.load(); }
  bool released_by_watchdog() const { return by_watchdog_.load(); }
  bool started() const { return flags_->started != 0; }
  bool finished() const { return flags_->done != 0; }
  bool timed_out() const { return flags_->timed_out != 0; }
  // Bounded waits; false when the limit passed first.
  bool wait_started(milliseconds limit = milliseconds(10000)) const;
  bool wait_finished(milliseconds limit = milliseconds(35000)) const;
  // The flags as the device sees them (for kernels::launch_observe_gate).
  const kernels::GateFlags* device_flags() const { return flags_; }

 private:
  kernels::GateFlags* flags_ = nullptr;
  std::atomic<bool> released_{false};
  std::atomic<bool> by_watchdog_{false};
  std::atomic<bool> stop_watchdog_{false};
  std::thread watchdog_;
};

struct GatedCall {
  bool returned_before_release = false;  // the call returned while the gate held its stream
  bool gate_finished_at_return = false;  // the gate kernel had completed when the call returned
  long watchdog_ms = 0;                  // the watchdog delay of the attempt that decided
  int attempts = 0;
};

// A gate is launched into `gate_stream`, then `call` runs on this thread while a watchdog
// releases the gate after `watchdog`. The gate is released and finished on return.
// !returned_before_release alone does NOT prove that the call waited (a slow call that does
// not wait also returns late): "waited" verdicts use call_waits_for_gate or a data proof.
GatedCall call_behind_gate(
    cudaStream_t gate_stream, const std::function<void()>& call, milliseconds watchdog = milliseconds(100));

// For "waits for" claims where the call moves no data to check: the call runs behind a gate
// released at two delays (1 s, then 100 ms). It waited when, at both delays, it returned after
// the release with the gate finished, and its return moved with the release (returned at least
// half the difference later at the longer delay). A call that does not wait but is slow (a
// constant cost of any length) is judged "did not wait". Records "waited_at_100ms",
// "waited_at_1000ms", "return_moved_with_release". Prefer a data proof where the call moves
// data (the gated stream writes a marker the call's result must show).
struct WaitVerdict {
  bool waited = false;
  GatedCall at_short, at_long;
  double return_short_ms = 0, return_long_ms = 0;  // call return, from the gate's launch
};
WaitVerdict call_waits_for_gate(cudaStream_t gate_stream, const std::function<void()>& call);

// "The call is ordered after the work in `gated`", proven by data: a gate, then a kernel that
// fills marker_target[0..n) with `marker`, both in `gated`; `call` runs on this thread while the
// gate holds (a watchdog releases it after 100 ms). The device is synchronized before this
// returns. The caller then checks the call's effect: a copy *from* marker_target shows the
// marker; a write *to* marker_target has replaced it. Neither depends on when the call returned.
void call_after_gated_marker(
    cudaStream_t gated, unsigned* marker_target, std::size_t n, unsigned marker, const std::function<void()>& call);

// For "must not block" claims: retries with watchdog delays of 50, 500 and 5000 ms until the
// call returns before the release (a false "blocked" needs the call to take longer than
// the delay).
GatedCall call_behind_gate_expecting_return(cudaStream_t gate_stream, const std::function<void()>& call);

// Two one-thread kernels in two streams that each wait for the other (bounded). Both
// meeting proves they ran at the same time.
class Rendezvous {
 public:
  static constexpr milliseconds kDeviceLimit{2000};
  Rendezvous();
  ~Rendezvous();
  Rendezvous(const Rendezvous&) = delete;
  Rendezvous& operator=(const Rendezvous&) = delete;
  // side 0 or 1
  void launch(cudaStream_t stream, int side);
  // After both streams were synchronized: did each side see the other?
  bool met() const;

 private:
  int* flags_ = nullptr;  // device memory: [0], [1]
  int* met_ = nullptr;    // mapped pinned: [0], [1]
};

// A host function (cudaLaunchHostFunc) that records, when it runs, whether a gate had
// finished. It needs no SM or copy engine, so it shows stream ordering alone.
class HostProbe {
 public:
  explicit HostProbe(const Gate* gate = nullptr) : state_(std::make_shared<State>(gate)) {}
  HostProbe(const HostProbe&) = delete;
  HostProbe& operator=(const HostProbe&) = delete;
  // From here on a host function that runs late (after a bounded wait gave up) records only that
  // it ran: it no longer reads the gate, which may be gone by then.
  ~HostProbe();
  void enqueue(cudaStream_t stream);
  // Enqueues through `launch(fn, arg)`, which the caller compiles: for stream 0, whose meaning
  // depends on the calling translation unit's default-stream mode, e.g.
  //   probe.enqueue_with([](cudaHostFn_t fn, void* arg) { return cudaLaunchHostFunc(0, fn, arg); });
  template <typename Launch>
  cudaError_t enqueue_with(Launch&& launch) {
    auto* arg = new std::shared_ptr<State>(state_);
    const cudaError_t e = launch(&HostProbe::run, static_cast<void*>(arg));
    if (e != cudaSuccess) delete arg;
    return e;
  }
  bool ran() const { return state_->ran.load(); }
  // Whether the gate had finished when the probe ran (meaningful once ran()).
  bool saw_gate_finished() const { return state_->saw_finished.load(); }
  bool wait_ran(milliseconds limit) const;
  // When it ran (steady clock); meaningful once ran().
  std::chrono::steady_clock::time_point ran_at() const {
    return std::chrono::steady_clock::time_point(std::chrono::steady_clock::duration(state_->ran_at.load()));
  }

 private:
  // Shared by the probe and each enqueued host function, so a late one never touches a freed probe.
  struct State {
    explicit State(const Gate* g) : gate(g) {}
    std::mutex mutex;  // held while the gate is read, and while the probe abandons it
    const Gate* gate;  // null once the probe is destroyed
    std::atomic<bool> ran{false};
    std::atomic<bool> saw_finished{false};
    std::atomic<std::chrono::steady_clock::rep> ran_at{0};
  };
  static void run(void* arg);  // arg: a heap std::shared_ptr<State>, deleted here
  std::shared_ptr<State> state_;
};

// Runs `fn` on a new thread; joined (bounded by the caller's gate release) on destruction.
class BackgroundCall {
 public:
  explicit BackgroundCall(std::function<void()> fn);
  ~BackgroundCall();
  bool returned() const { return returned_.load(); }
  bool wait_returned(milliseconds limit) const;

 private:
  std::atomic<bool> returned_{false};
  std::thread thread_;
};

}  // namespace cudasem
