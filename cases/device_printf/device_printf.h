// SPDX-License-Identifier: Apache-2.0
// Shared by the device_printf cases (included from .cu files only).
//
// Where device printf output appears is observed in a helper process whose stdout is a pipe to
// the case: the helper sends its own markers around the action under test (JSON messages
// {"key":"marker","value":<name>}, flushed), and the order of the device lines (the raw, non-JSON
// lines: cudasem/child.h, RawLines::keep) among the markers in the pipe is the order in which the
// process wrote them.
//
// Helper side: run_printing_kernel_then() launches a one-thread kernel that prints one device
// line and then sets a flag in mapped pinned memory; the helper waits for the flag by reading
// host memory only (no CUDA call, so nothing can flush), sends the marker kCompletedMarker,
// performs the action under test, and sends kAfterMarker.
#pragma once

#include <cuda_runtime_api.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <thread>

#include "cudasem/cudasem.h"

namespace cudasem::device_printf {
// Internal linkage: the kernel and the functions that launch it exist once per translation unit.
namespace {

inline constexpr const char* kDeviceLine = "cudasem-device-line";
inline constexpr const char* kCompletedMarker = "kernel_completed";
inline constexpr const char* kAfterMarker = "after_action";

__global__ void print_line_then_flag(int tag, volatile int* done) {
  printf("cudasem-device-line %d\n", tag);
  __threadfence_system();
  *done = 1;
}

// Helper side: the marker `name`, as a message.
inline void send_marker(const char* name) { cudasem::helper_send("marker", name); }

// Helper side: report a failed setup call and return the helper's exit code.
inline int helper_fail(const char* what, cudaError_t e) {
  cudasem::helper_send("helper_error", std::string(what) + ": " + cudasem::error_text(e));
  return 3;
}

// Helper side: launch the printing kernel into `stream`, run `after_launch` (e.g. record an
// event), wait until the kernel has printed (its last statement sets the flag; read from host
// memory only), wait `settle` more, say kCompletedMarker, run `action`, say kAfterMarker. Returns the exit code.
inline int run_printing_kernel_then(cudaStream_t stream, const std::function<cudaError_t()>& after_launch,
    const std::function<cudaError_t()>& action, std::chrono::milliseconds settle = std::chrono::milliseconds(0)) {
  int* flag = nullptr;
  cudaError_t e = cudaHostAlloc(reinterpret_cast<void**>(&flag), sizeof(int), cudaHostAllocMapped);
  if (e != cudaSuccess) return helper_fail("cudaHostAlloc", e);
  *reinterpret_cast<volatile int*>(flag) = 0;
  int* device_flag = nullptr;
  e = cudaHostGetDevicePointer(reinterpret_cast<void**>(&device_flag), flag, 0);
  if (e != cudaSuccess) return helper_fail("cudaHostGetDevicePointer", e);

  print_line_then_flag<<<1, 1, 0, stream>>>(7, device_flag);
  e = cudaGetLastError();
  if (e != cudaSuccess) return helper_fail("launch", e);
  if (after_launch) {
    e = after_launch();
    if (e != cudaSuccess) return helper_fail("after_launch", e);
  }
  const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (*reinterpret_cast<volatile int*>(flag) == 0) {
    if (std::chrono::steady_clock::now() > limit) {
      cudasem::helper_send("helper_error", "the printing kernel did not finish within 20 s");
      return 4;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  std::this_thread::sleep_for(settle);
  send_marker(kCompletedMarker);
  e = action();
  if (e != cudaSuccess) return helper_fail("action", e);
  send_marker(kAfterMarker);
  return 0;
}

// Case side: the first raw (device printf) line of `run` that starts with `prefix`; nullptr when
// there is none. `run` must have kept its raw lines (run_helper(..., RawLines::keep)).
inline const cudasem::RawLine* first_raw_line(const cudasem::HelperRun& run, const std::string& prefix) {
  for (const auto& raw : run.raw)
    if (raw.text.rfind(prefix, 0) == 0) return &raw;
  return nullptr;
}

// Case side: the stdout line of the first marker `name` the helper sent (-1 when it sent none).
inline int marker_line(const cudasem::HelperRun& run, const std::string& name) {
  for (const auto& m : run.messages)
    if (m.key == "marker" && m.text() == name) return m.line;
  return -1;
}

// Case side: the helper's run (messages and raw lines) and the stdout lines of the first device
// line, the completion marker and the after-action marker (-1 when absent).
struct PrintfOrder {
  cudasem::HelperRun run;
  int device_at = -1, completed_at = -1, after_at = -1;
  bool complete() const { return run.finished && run.exit_code == 0 && completed_at >= 0 && after_at >= 0; }
  // The device line was written before the action under test began (before kCompletedMarker):
  // the driver drained the FIFO on its own, so the action's own flush cannot be observed.
  bool flushed_before_action() const { return device_at >= 0 && completed_at >= 0 && device_at < completed_at; }
  // One word for the report: where the device line was seen.
  std::string device_position() const {
    if (device_at < 0) return "absent";
    if (completed_at >= 0 && device_at < completed_at) return "before_completed_marker";
    if (after_at >= 0 && device_at > after_at) return "after_action_marker";
    return "between_markers";
  }
  // The device line came out between the marker before the action and the one after it.
  bool flushed_by_action() const { return device_at > completed_at && device_at < after_at; }
};

// Runs the helper once and finds the lines; records nothing.
inline PrintfOrder collect_printf_helper(const std::string& helper, const cudasem::ChildOptions& options = {}) {
  PrintfOrder order;
  order.run = cudasem::run_helper(helper, options, std::chrono::seconds(40), cudasem::RawLines::keep);
  const cudasem::RawLine* device = first_raw_line(order.run, kDeviceLine);
  order.device_at = device ? device->line : -1;
  order.completed_at = marker_line(order.run, kCompletedMarker);
  order.after_at = marker_line(order.run, kAfterMarker);
  return order;
}

// Why a flush case cannot judge its action (GTEST_SKIP): the line was out before the action.
inline constexpr const char* kFlushedBeforeAction =
    "requires device printf output to stay in the FIFO until a flushing action; the driver wrote the device "
    "line before the action began in every run (it drains the FIFO on its own: "
    "device_printf.flush.not_before_flush_point), so the action's flush cannot be observed";

// Runs the helper up to `runs` times, again while the device line was written before the action
// began (the action's flush could not be observed). A semantics case records where the line was
// seen as the verdict "device_line_position"; a characterization case whose position races with
// the driver's own draining (`position_is_verdict` false) records the line indices as measurements.
inline PrintfOrder run_printf_helper(const std::string& helper, const cudasem::ChildOptions& options = {}, int runs = 1,
    bool position_is_verdict = true) {
  PrintfOrder order;
  int run = 0;
  while (run < runs) {
    order = collect_printf_helper(helper, options);
    ++run;
    if (!order.complete() || !order.flushed_before_action()) break;
  }
  if (runs > 1) cudasem::measure("helper_runs", run);
  if (position_is_verdict) {
    cudasem::observe("device_line_position", order.device_position());
  } else {
    cudasem::measure("device_line_index", order.device_at);
    cudasem::measure("completed_marker_index", order.completed_at);
    cudasem::measure("after_marker_index", order.after_at);
  }
  return order;
}

}  // namespace
}  // namespace cudasem::device_printf
