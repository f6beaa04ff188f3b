// SPDX-License-Identifier: Apache-2.0
// Helpers of the stream-capture cases: end_capture() (the graph a capture returns, owned), and the
// shared bodies of the variant cases (cudaMalloc under another thread's or the own capture per
// capture-interaction mode, a call made inside a Global-mode capture, an end of capture from
// another thread, a call on an event recorded in a capture, the dependency set after
// cudaStreamUpdateCaptureDependencies). The graph helpers shared with the graphs cases
// (cudasem/graph.h) are re-exported here.
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <functional>
#include <thread>

#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

namespace cudasem::capture {

// The shared graph helpers of cudasem/graph.h, so that `using namespace cudasem::capture;` brings them.
using namespace ::cudasem::graph_helpers;

// Ends the capture on `s`; the graph (possibly null) is owned by the result.
inline Graph end_capture(cudaStream_t s, cudaError_t* result = nullptr) {
  cudaGraph_t g = nullptr;
  cudaError_t e = cudaStreamEndCapture(s, &g);
  if (result) *result = e;
  return Graph(g);
}

// Which thread makes the call under test: the one that began the capture, or a new one.
enum class CallingThread { capturing, other };

// One cudaMalloc-under-capture variant: the capture's mode (cudaStreamBeginCapture), the calling
// thread's interaction mode (cudaThreadExchangeStreamCaptureMode) and which thread calls.
struct MallocUnderCapture {
  cudaStreamCaptureMode capture_mode;
  cudaStreamCaptureMode caller_mode;
  CallingThread caller;
};

// The body of the capture-mode cudaMalloc cases: begins a capture on a new non-blocking stream,
// calls cudaMalloc(4096) from `how.caller` in `how.caller_mode` (the thread's mode is restored
// after the call), ends the capture and frees what was allocated. Records "malloc_result" and
// "end_capture"; *malloc_result (when given) is cudaMalloc's code. A fatal failure returns early:
// the case stops when HasFatalFailure().
inline void malloc_under_capture(const MallocUnderCapture& how, cudaError_t* malloc_result = nullptr) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, how.capture_mode));
  void* p = nullptr;
  cudaError_t r = cudaSuccess;
  auto attempt = [&] {
    cudaStreamCaptureMode m = how.caller_mode;
    cudaThreadExchangeStreamCaptureMode(&m);
    r = cudaMalloc(&p, 4096);
    cudaThreadExchangeStreamCaptureMode(&m);
  };
  if (how.caller == CallingThread::other) {
    std::thread(attempt).join();
  } else {
    attempt();
  }
  cudaError_t end = cudaSuccess;
  Graph g = end_capture(s, &end);
  if (p) CUDASEM_EXPECT_OK(cudaFree(p));

  cudasem::observe("malloc_result", r);
  cudasem::observe("end_capture", end);
  if (malloc_result) *malloc_result = r;
}

// The body of the Global-mode characterization cases: begins a Global-mode capture on `s`,
// captures an empty kernel, makes `call` (the call under test) in this thread, asks whether `s`
// still captures and ends the capture. Records "call_result", "status_after_call" and
// "end_capture".
inline void call_in_global_capture(cudaStream_t s, const std::function<cudaError_t()>& call) {
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaError_t r = call();
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(s, &st));
  cudaError_t end = cudaSuccess;
  Graph g = end_capture(s, &end);

  cudasem::observe("call_result", r);
  cudasem::observe("status_after_call", static_cast<int>(st));
  cudasem::observe("end_capture", end);
}

// Begins a capture of `mode` on a new non-blocking stream and ends it from a new thread
// (*other_thread_end: that cudaStreamEndCapture's code), then on this thread (cleanup). A fatal
// failure returns early: the case stops when HasFatalFailure().
inline void end_capture_from_other_thread(cudaStreamCaptureMode mode, cudaError_t* other_thread_end) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, mode));
  cudaError_t other = cudaSuccess;
  cudaGraph_t other_graph = nullptr;
  std::thread([&] { other = cudaStreamEndCapture(s, &other_graph); }).join();
  Graph stray(other_graph);
  Graph g = end_capture(s);  // cleanup on the initiating thread
  *other_thread_end = other;
}

// Begins a Relaxed-mode capture on a new non-blocking stream, captures an empty kernel and a record
// of a new event, makes `call` on that event (*result: its code) and ends the capture. A fatal
// failure returns early: the case stops when HasFatalFailure().
inline void call_on_captured_event(const std::function<cudaError_t(cudaEvent_t)>& call, cudaError_t* result) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, s));
  cudaError_t r = call(ev);
  Graph g = end_capture(s);
  *result = r;
}

// The dependencies of the kernel captured after cudaStreamUpdateCaptureDependencies(flags).
struct NextKernelDependencies {
  std::size_t count = 0;          // how many
  bool depends_on_extra = false;  // whether the node passed to the update is one of them
};

// The body of the cudaStreamUpdateCaptureDependencies flag cases: in a Global-mode capture on a
// new non-blocking stream, captures an empty kernel, adds an empty node to the capture graph,
// updates the stream's dependencies to that node with `flags`, captures a second kernel and ends
// the capture; then reads the second kernel's dependencies into *deps. Records
// "dependencies_of_next_kernel". A fatal failure returns early: the case stops when
// HasFatalFailure().
inline void next_kernel_dependencies(unsigned flags, NextKernelDependencies* deps_out) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaStreamCaptureStatus st{};
  cudaGraph_t during = nullptr;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &during));
  cudaGraphNode_t extra = nullptr;
  if (during) CUDASEM_EXPECT_OK(cudaGraphAddEmptyNode(&extra, during, nullptr, 0));
  cudaError_t upd = cudaStreamUpdateCaptureDependencies(s, &extra, nullptr, 1, flags);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps, nullptr, &ndeps));
  cudaGraphNode_t last = ndeps == 1 ? deps[0] : nullptr;
  cudaError_t end = cudaSuccess;
  Graph g = end_capture(s, &end);

  CUDASEM_ASSERT_OK_OF(cudaStreamUpdateCaptureDependencies, upd);
  CUDASEM_EXPECT_OK_OF(cudaStreamEndCapture, end);
  CUDASEM_ASSERT_TRUE_NAMED("next_kernel_node.captured", last != nullptr);
  cudaGraphNode_t last_deps[4] = {};
  size_t n = 4;
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependencies(last, last_deps, nullptr, &n));
  bool depends_on_extra = false;
  for (size_t i = 0; i < n; ++i) depends_on_extra |= last_deps[i] == extra;
  cudasem::observe("dependencies_of_next_kernel", n);
  deps_out->count = n;
  deps_out->depends_on_extra = depends_on_extra;
}

}  // namespace cudasem::capture
