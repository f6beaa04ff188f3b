// SPDX-License-Identifier: Apache-2.0
#include "cudasem/probe.h"

#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>

#include "cudasem/check.h"
#include "cudasem/observe.h"

namespace cudasem {
namespace {

using Clock = std::chrono::steady_clock;

template <typename Pred>
bool poll_until(Pred pred, milliseconds limit) {
  const auto deadline = Clock::now() + limit;
  while (!pred()) {
    if (Clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  return true;
}

}  // namespace

Gate::Gate() {
  void* p = nullptr;
  cudaError_t e = cudaHostAlloc(&p, sizeof(kernels::GateFlags), cudaHostAllocMapped);
  if (e != cudaSuccess) {
    ADD_FAILURE() << "Gate: cudaHostAlloc(Mapped) returned " << error_text(e);
    static kernels::GateFlags dummy{1, 1, 1, 0};
    flags_ = &dummy;
    released_ = true;
    return;
  }
  flags_ = static_cast<kernels::GateFlags*>(p);
  flags_->release = 0;
  flags_->started = 0;
  flags_->done = 0;
  flags_->timed_out = 0;
}

Gate::~Gate() {
  stop_watchdog_ = true;
  release();
  if (watchdog_.joinable()) watchdog_.join();
  if (flags_->started && !wait_finished()) ADD_FAILURE() << "Gate: kernel did not finish";
  if (!released_by_watchdog() && timed_out())
    ADD_FAILURE() << "Gate: the kernel gave up after its device limit without a release";
  // The kernel may be queued behind other work that never ran (e.g. after a sticky error);
  // the flags are freed only when no kernel can still write them.
  if (!flags_->started || finished()) cudaFreeHost(flags_);
}

void Gate::launch(cudaStream_t stream) {
  cudaError_t e = kernels::launch_gate(stream, flags_, std::chrono::nanoseconds(kDeviceLimit).count());
  if (e != cudaSuccess) ADD_FAILURE() << "Gate: launch returned " << error_text(e);
}

void Gate::arm_watchdog(milliseconds after) {
  if (watchdog_.joinable()) {
    ADD_FAILURE() << "Gate: watchdog armed twice";
    return;
  }
  watchdog_ = std::thread([this, after] {
    const auto deadline = Clock::now() + after;
    while (!stop_watchdog_ && !released_) {
      if (Clock::now() >= deadline) {
        bool expected = false;
        if (released_.compare_exchange_strong(expected, true)) {
          by_watchdog_ = true;
          flags_->release = 1;
        }
        return;
      }
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
  });
}

void Gate::release() {
  bool expected = false;
  if (released_.compare_exchange_strong(expected, true)) flags_->release = 1;
}

bool Gate::wait_started(milliseconds limit) const {
  return poll_until([this] { return started(); }, limit);
}
bool Gate::wait_finished(milliseconds limit) const {
  return poll_until([this] { return finished(); }, limit);
}

GatedCall call_behind_gate(cudaStream_t gate_stream, const std::function<void()>& call, milliseconds watchdog) {
  GatedCall result;
  result.watchdog_ms = static_cast<long>(watchdog.count());
  result.attempts = 1;
  Gate gate;
  gate.launch(gate_stream);
  gate.arm_watchdog(watchdog);
  call();
  // Read the gate's state at the moment the call returned.
  result.returned_before_release = !gate.released();
  result.gate_finished_at_return = gate.finished();
  gate.release();
  if (!gate.wait_finished()) ADD_FAILURE() << "gate kernel did not finish after release";
  return result;
}

WaitVerdict call_waits_for_gate(cudaStream_t gate_stream, const std::function<void()>& call) {
  WaitVerdict v;
  auto attempt = [&](milliseconds delay, GatedCall& out, double& return_ms) {
    const auto t0 = Clock::now();
    out = call_behind_gate(
        gate_stream,
        [&] {
          call();
          return_ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        },
        delay);
    cudaError_t e = cudaStreamSynchronize(gate_stream);
    if (e != cudaSuccess) ADD_FAILURE() << "cudaStreamSynchronize after a gated call returned " << error_text(e);
    return !out.returned_before_release && out.gate_finished_at_return;
  };
  // The long delay first: a one-time cost of the call's first use (module or symbol set-up) then
  // falls inside the long hold and cannot pass for "the return did not move".
  const bool long_ok = attempt(milliseconds(1000), v.at_long, v.return_long_ms);
  const bool short_ok = attempt(milliseconds(100), v.at_short, v.return_short_ms);
  const bool moved = v.return_long_ms - v.return_short_ms >= (1000.0 - 100.0) / 2;
  observe("waited_at_100ms", short_ok);
  observe("waited_at_1000ms", long_ok);
  observe("return_moved_with_release", moved);
  v.waited = short_ok && long_ok && moved;
  return v;
}

void call_after_gated_marker(
    cudaStream_t gated, unsigned* marker_target, std::size_t n, unsigned marker, const std::function<void()>& call) {
  call_behind_gate(gated, [&] {
    cudaError_t e = kernels::launch_fill(gated, marker_target, n, marker);
    if (e != cudaSuccess) ADD_FAILURE() << "marker kernel: launch returned " << error_text(e);
    call();
  });
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) ADD_FAILURE() << "cudaDeviceSynchronize after the marked call returned " << error_text(e);
}

GatedCall call_behind_gate_expecting_return(cudaStream_t gate_stream, const std::function<void()>& call) {
  GatedCall result;
  int attempt = 0;
  for (long delay : {50L, 500L, 5000L}) {
    ++attempt;
    result = call_behind_gate(gate_stream, call, milliseconds(delay));
    result.attempts = attempt;
    if (result.returned_before_release) break;
    // The next attempt must start from a quiet stream.
    cudaError_t e = cudaStreamSynchronize(gate_stream);
    if (e != cudaSuccess) {
      ADD_FAILURE() << "cudaStreamSynchronize between attempts returned " << error_text(e);
      break;
    }
  }
  return result;
}

Rendezvous::Rendezvous() {
  cudaError_t e = cudaMalloc(reinterpret_cast<void**>(&flags_), 2 * sizeof(int));
  if (e == cudaSuccess) e = cudaMemset(flags_, 0, 2 * sizeof(int));
  if (e == cudaSuccess) e = cudaHostAlloc(reinterpret_cast<void**>(&met_), 2 * sizeof(int), cudaHostAllocMapped);
  if (e != cudaSuccess) {
    ADD_FAILURE() << "Rendezvous: setup returned " << error_text(e);
    return;
  }
  met_[0] = met_[1] = 0;
  e = cudaDeviceSynchronize();
  if (e != cudaSuccess) ADD_FAILURE() << "Rendezvous: cudaDeviceSynchronize returned " << error_text(e);
}

Rendezvous::~Rendezvous() {
  if (flags_) cudaFree(flags_);
  if (met_) cudaFreeHost(met_);
}

void Rendezvous::launch(cudaStream_t stream, int side) {
  cudaError_t e =
      kernels::launch_rendezvous(stream, flags_, side, met_, std::chrono::nanoseconds(kDeviceLimit).count());
  if (e != cudaSuccess) ADD_FAILURE() << "Rendezvous: launch returned " << error_text(e);
}

bool Rendezvous::met() const {
  return met_ && static_cast<volatile int*>(met_)[0] == 1 && static_cast<volatile int*>(met_)[1] == 1;
}

void HostProbe::run(void* arg) {
  std::unique_ptr<std::shared_ptr<State>> owner(static_cast<std::shared_ptr<State>*>(arg));
  State& s = **owner;
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    s.saw_finished = s.gate && s.gate->finished();
  }
  s.ran_at = Clock::now().time_since_epoch().count();
  s.ran = true;
}

HostProbe::~HostProbe() {
  std::lock_guard<std::mutex> lock(state_->mutex);
  state_->gate = nullptr;
}

void HostProbe::enqueue(cudaStream_t stream) {
  const cudaError_t e =
      enqueue_with([stream](cudaHostFn_t fn, void* arg) { return cudaLaunchHostFunc(stream, fn, arg); });
  if (e != cudaSuccess) ADD_FAILURE() << "HostProbe: cudaLaunchHostFunc returned " << error_text(e);
}

bool HostProbe::wait_ran(milliseconds limit) const {
  return poll_until([this] { return ran(); }, limit);
}

BackgroundCall::BackgroundCall(std::function<void()> fn)
    : thread_([this, fn = std::move(fn)] {
        fn();
        returned_ = true;
      }) {}

BackgroundCall::~BackgroundCall() {
  if (thread_.joinable()) thread_.join();
}

bool BackgroundCall::wait_returned(milliseconds limit) const {
  return poll_until([this] { return returned(); }, limit);
}

}  // namespace cudasem
