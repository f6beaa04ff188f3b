// SPDX-License-Identifier: Apache-2.0
// Shared owners and helpers of the graphs and capture areas.
//
// Kernel nodes in plain C++ cases: capture_kernel() captures one launch of a shared kernel
// (kernels/kernels.h) into a private graph and returns that node's cudaKernelNodeParams
// (function and argument values), which cases pass to cudaGraphAddKernelNode & co. The params
// point into the private graph, so the CapturedKernel must outlive their use.
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/cudasem.h"

namespace cudasem::graphs {

using Graph = Owner<cudaGraph_t, &cudaGraphDestroy>;
using GraphExec = Owner<cudaGraphExec_t, &cudaGraphExecDestroy>;

inline cudaError_t release_one_user_object(cudaUserObject_t o) { return cudaUserObjectRelease(o, 1); }
// Owns one caller reference to a user object.
using UserObjectRef = Owner<cudaUserObject_t, &release_one_user_object>;

// cudaGraphCreate(flags 0); ADD_FAILURE on error.
inline Graph make_graph() {
  cudaGraph_t g = nullptr;
  cudaError_t e = cudaGraphCreate(&g, 0);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaGraphCreate returned " << error_text(e);
  return Graph(g);
}

// cudaGraphInstantiate(flags); ADD_FAILURE on error (an empty owner then).
inline GraphExec instantiate(cudaGraph_t g, unsigned long long flags = 0) {
  cudaGraphExec_t x = nullptr;
  cudaError_t e = cudaGraphInstantiate(&x, g, flags);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaGraphInstantiate returned " << error_text(e);
  return GraphExec(x);
}

struct CapturedKernel {
  Graph holder;
  cudaGraphNode_t node = nullptr;
  cudaKernelNodeParams params{};
};

// Captures `launch(stream)` (one kernel launch) into a private graph and reads back the node's
// kernel parameters.
inline CapturedKernel capture_kernel(const std::function<cudaError_t(cudaStream_t)>& launch) {
  CapturedKernel k;
  Stream s(cudaStreamNonBlocking);
  cudaError_t e = cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  if (e != cudaSuccess) {
    ADD_FAILURE() << "capture_kernel: cudaStreamBeginCapture returned " << error_text(e);
    return k;
  }
  cudaError_t le = launch(s);
  cudaGraph_t g = nullptr;
  e = cudaStreamEndCapture(s, &g);
  k.holder = Graph(g);
  if (le != cudaSuccess || e != cudaSuccess || g == nullptr) {
    ADD_FAILURE() << "capture_kernel: launch " << error_text(le) << ", end capture " << error_text(e);
    return k;
  }
  size_t n = 1;
  e = cudaGraphGetNodes(g, &k.node, &n);
  if (e != cudaSuccess || n != 1) {
    ADD_FAILURE() << "capture_kernel: expected one node, got " << n << " (" << error_text(e) << ")";
    return k;
  }
  e = cudaGraphKernelNodeGetParams(k.node, &k.params);
  if (e != cudaSuccess) ADD_FAILURE() << "capture_kernel: cudaGraphKernelNodeGetParams returned " << error_text(e);
  return k;
}

// Parameters of a one-thread kernel writing `value` to *p.
inline CapturedKernel write_kernel(unsigned* p, unsigned value) {
  return capture_kernel([=](cudaStream_t s) { return kernels::launch_write(s, p, value); });
}

// Adds a kernel node that writes `value` to *p after `deps`; nullptr (and ADD_FAILURE) on error.
inline cudaGraphNode_t add_write_node(cudaGraph_t g, std::vector<cudaGraphNode_t> deps, unsigned* p,
                                      unsigned value) {
  CapturedKernel k = write_kernel(p, value);
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddKernelNode(&n, g, deps.data(), deps.size(), &k.params);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaGraphAddKernelNode returned " << error_text(e);
  return n;
}

// Adds a kernel node that records its order: *slot = ++*counter (kernels::launch_marker).
inline cudaGraphNode_t add_marker_node(cudaGraph_t g, std::vector<cudaGraphNode_t> deps, unsigned* counter,
                                       unsigned* slot) {
  CapturedKernel k = capture_kernel([=](cudaStream_t s) { return kernels::launch_marker(s, counter, slot); });
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddKernelNode(&n, g, deps.data(), deps.size(), &k.params);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaGraphAddKernelNode returned " << error_text(e);
  return n;
}

// Adds an empty node after `deps`.
inline cudaGraphNode_t add_empty_node(cudaGraph_t g, std::vector<cudaGraphNode_t> deps = {}) {
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddEmptyNode(&n, g, deps.data(), deps.size());
  if (e != cudaSuccess) ADD_FAILURE() << "cudaGraphAddEmptyNode returned " << error_text(e);
  return n;
}

inline size_t node_count(cudaGraph_t g) {
  size_t n = 0;
  cudaError_t e = cudaGraphGetNodes(g, nullptr, &n);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaGraphGetNodes returned " << error_text(e);
  return n;
}

inline size_t edge_count(cudaGraph_t g) {
  size_t n = 0;
  cudaError_t e = cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &n);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaGraphGetEdges returned " << error_text(e);
  return n;
}

// cudaPitchedPtr / cudaExtent builders (as make_cudaPitchedPtr / make_cudaExtent, which live in a
// header plain C++ cases do not include).
inline cudaPitchedPtr pitched(void* p, size_t pitch, size_t xsize, size_t ysize) {
  cudaPitchedPtr r{};
  r.ptr = p;
  r.pitch = pitch;
  r.xsize = xsize;
  r.ysize = ysize;
  return r;
}
inline cudaExtent extent(size_t w, size_t h, size_t d) {
  cudaExtent e{};
  e.width = w;
  e.height = h;
  e.depth = d;
  return e;
}

// Reads one unsigned from device memory (synchronous copy).
inline unsigned read_device(const unsigned* p) {
  unsigned v = 0;
  cudaError_t e = cudaMemcpy(&v, p, sizeof v, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaMemcpy (read_device) returned " << error_text(e);
  return v;
}

// Host-node bookkeeping: each call appends its tag to a log, in call order.
struct HostLog {
  std::atomic<int> count{0};
  int tags[64] = {};
  void add(int tag) {
    int i = count.fetch_add(1);
    if (i < 64) tags[i] = tag;
  }
};
struct HostTag {
  HostLog* log;
  int tag;
  static void run(void* self) {
    auto* t = static_cast<HostTag*>(self);
    t->log->add(t->tag);
  }
  cudaHostNodeParams params() { return cudaHostNodeParams{&HostTag::run, this}; }
};

// A host function that records whether a gate had finished when it ran, once per call.
struct GateWitness {
  const Gate* gate = nullptr;
  std::atomic<int> calls{0};
  std::atomic<int> saw_finished{0};
  static void run(void* self) {
    auto* w = static_cast<GateWitness*>(self);
    if (w->gate->finished()) w->saw_finished.fetch_add(1);
    w->calls.fetch_add(1);
  }
  cudaHostNodeParams params() { return cudaHostNodeParams{&GateWitness::run, this}; }
};

// A user object's destructor target: counts destructor calls. Cases keep it in static storage so
// that a late destructor call never touches a dead object.
struct DestructorCount {
  std::atomic<int> calls{0};
  static void destroy(void* self) { static_cast<DestructorCount*>(self)->calls.fetch_add(1); }
};

// Waits (bounded) until `pred` holds; false when `limit` passed first.
inline bool wait_until(const std::function<bool()>& pred,
                       std::chrono::milliseconds limit = std::chrono::milliseconds(10000)) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!pred()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

// Ends the capture on `s`; the graph (possibly null) is owned by the result.
inline Graph end_capture(cudaStream_t s, cudaError_t* result = nullptr) {
  cudaGraph_t g = nullptr;
  cudaError_t e = cudaStreamEndCapture(s, &g);
  if (result) *result = e;
  return Graph(g);
}

// Parameters of a memory allocation node of `bytes` on `device` (pinned device memory).
inline cudaMemAllocNodeParams alloc_node_params(size_t bytes, int device = 0) {
  cudaMemAllocNodeParams p{};
  p.poolProps.allocType = cudaMemAllocationTypePinned;
  p.poolProps.location.type = cudaMemLocationTypeDevice;
  p.poolProps.location.id = device;
  p.bytesize = bytes;
  return p;
}

// Adds a conditional node (cudaGraphAddNode) of `type` with `size` body graphs, returned in
// `bodies` (owned by the node); nullptr (and ADD_FAILURE) on error.
inline cudaGraphNode_t add_conditional_node(cudaGraph_t g, std::vector<cudaGraphNode_t> deps,
                                            cudaGraphConditionalHandle handle,
                                            cudaGraphConditionalNodeType type, unsigned size,
                                            std::vector<cudaGraph_t>& bodies) {
  cudaGraphNodeParams params{};
  params.type = cudaGraphNodeTypeConditional;
  params.conditional.handle = handle;
  params.conditional.type = type;
  params.conditional.size = size;
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddNode(&n, g, deps.data(), nullptr, deps.size(), &params);
  if (e != cudaSuccess) {
    ADD_FAILURE() << "cudaGraphAddNode (conditional) returned " << error_text(e);
    return nullptr;
  }
  bodies.assign(params.conditional.phGraph_out, params.conditional.phGraph_out + size);
  return n;
}

// The body of the conditional-node cases: a graph of one conditional node of `type` with `size`
// bodies, whose handle defaults to `value` (cudaGraphCondAssignDefault); body i writes 100 + i
// to its own word. Launches the graph once into a non-blocking stream and returns each body's
// word in *words (0: the body did not run); records "bodies_run" (one 0/1 per body). Fatal
// failures return early: call it in ASSERT_NO_FATAL_FAILURE.
inline void run_conditional(cudaGraphConditionalNodeType type, unsigned size, unsigned value,
                            std::vector<unsigned>* words) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(size);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), value, cudaGraphCondAssignDefault));
  std::vector<cudaGraph_t> bodies;
  cudaGraphNode_t c = add_conditional_node(g.get(), {}, handle, type, size, bodies);
  ASSERT_NE(c, nullptr);
  ASSERT_EQ(bodies.size(), size);
  for (unsigned i = 0; i < size; ++i) add_write_node(bodies[i], {}, d.data() + i, 100 + i);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  words->assign(size, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy(words->data(), d.data(), d.bytes(), cudaMemcpyDeviceToHost));
  std::string ran;
  for (unsigned w : *words) ran += (w ? "1" : "0");
  cudasem::observe("bodies_run", ran);
}

}  // namespace cudasem::graphs
