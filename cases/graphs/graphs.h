// SPDX-License-Identifier: Apache-2.0
// Helpers of the graphs cases (the graph helpers shared with the capture cases are in
// cudasem/graph.h and re-exported here). Kernel nodes in plain C++ cases: capture_kernel()
// captures one launch of a shared kernel (kernels/kernels.h) into a private graph and returns that
// node's cudaKernelNodeParams (function and argument values), which cases pass to
// cudaGraphAddKernelNode & co. (the params point into the private graph, so the CapturedKernel
// must outlive their use); add_write_node / add_marker_node build on it. Host-node bookkeeping
// (HostLog, HostTag, GateWitness), user-object destructor counting, allocation-node parameters and
// the shared bodies of the conditional-node and other variant cases.
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
#include "cudasem/graph.h"

namespace cudasem::graphs {

// The shared graph helpers of cudasem/graph.h, so that `using namespace cudasem::graphs;` brings them.
using namespace ::cudasem::graph_helpers;

inline cudaError_t release_one_user_object(cudaUserObject_t o) { return cudaUserObjectRelease(o, 1); }
// Owns one caller reference to a user object.
using UserObjectRef = Owner<cudaUserObject_t, &release_one_user_object>;

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
  CUDASEM_EXPECT_OK_OF(cudaGraphKernelNodeGetParams, e);
  return k;
}

// Parameters of a one-thread kernel writing `value` to *p.
inline CapturedKernel write_kernel(unsigned* p, unsigned value) {
  return capture_kernel([=](cudaStream_t s) { return kernels::launch_write(s, p, value); });
}

// Adds a kernel node that writes `value` to *p after `deps`; nullptr (and ADD_FAILURE) on error.
inline cudaGraphNode_t add_write_node(cudaGraph_t g, std::vector<cudaGraphNode_t> deps, unsigned* p, unsigned value) {
  CapturedKernel k = write_kernel(p, value);
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddKernelNode(&n, g, deps.data(), deps.size(), &k.params);
  CUDASEM_EXPECT_OK_OF(cudaGraphAddKernelNode, e);
  return n;
}

// Adds a kernel node that records its order: *slot = ++*counter (kernels::launch_marker).
inline cudaGraphNode_t add_marker_node(
    cudaGraph_t g, std::vector<cudaGraphNode_t> deps, unsigned* counter, unsigned* slot) {
  CapturedKernel k = capture_kernel([=](cudaStream_t s) { return kernels::launch_marker(s, counter, slot); });
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddKernelNode(&n, g, deps.data(), deps.size(), &k.params);
  CUDASEM_EXPECT_OK_OF(cudaGraphAddKernelNode, e);
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

// A 1D memset of `width` 4-byte elements of `value` at `dst` (height 1).
inline cudaMemsetParams memset_params(void* dst, unsigned value, size_t width) {
  cudaMemsetParams p{};
  p.dst = dst;
  p.value = value;
  p.elementSize = 4;
  p.width = width;
  p.height = 1;
  return p;
}

// A host function that does nothing.
inline void noop_host(void*) {}

// Adds a kernel node that writes 1 to *p and, after it, a host node running noop_host (*host:
// that node). A fatal failure returns early: the case stops when HasFatalFailure().
inline void add_kernel_then_host_node(cudaGraph_t g, unsigned* p, cudaGraphNode_t* host) {
  cudaGraphNode_t k = add_write_node(g, {}, p, 1);
  cudaHostNodeParams hp{&noop_host, nullptr};
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(host, g, &k, 1, &hp));
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

// Two host functions logging into one HostLog (first: tag 1, second: tag 2) and a graph of one
// host node that runs `first`, for the cases that change a host node's parameters.
struct FirstThenSecondHost {
  HostLog log;
  HostTag first{&log, 1}, second{&log, 2};
  Graph graph;
  cudaGraphNode_t node = nullptr;
};

// Creates out->graph with out->node, a host node running out->first. A fatal failure returns
// early: the case stops when HasFatalFailure().
inline void add_first_host_node(FirstThenSecondHost* out) {
  cudaHostNodeParams hp = out->first.params();
  out->graph = make_graph();
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&out->node, out->graph.get(), nullptr, 0, &hp));
}

// An instantiated graph whose host node runs a GateWitness, after an event wait node where one
// was asked for.
struct WitnessGraph {
  GateWitness witness;
  Graph graph;
  cudaGraphNode_t wait_node = nullptr;  // nullptr: no wait node
  cudaGraphNode_t host_node = nullptr;
  GraphExec exec;
};

// Builds *out: the witness watches `gate`; when `wait_for` is not null, the host node follows an
// event wait node on it. A fatal failure returns early: the case stops when HasFatalFailure().
inline void build_witness_graph(const Gate& gate, cudaEvent_t wait_for, WitnessGraph* out) {
  out->witness.gate = &gate;
  cudaHostNodeParams hp = out->witness.params();
  out->graph = make_graph();
  if (wait_for) {
    CUDASEM_ASSERT_OK(cudaGraphAddEventWaitNode(&out->wait_node, out->graph.get(), nullptr, 0, wait_for));
    CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&out->host_node, out->graph.get(), &out->wait_node, 1, &hp));
  } else {
    CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&out->host_node, out->graph.get(), nullptr, 0, &hp));
  }
  out->exec = instantiate(out->graph.get());
}

// What a GateWitness saw: its calls, and how many of them found the gate finished.
struct WitnessCounts {
  int calls = 0;
  int saw_finished = 0;
};

// The body of the launch-ordering cases: a gate launched into `stream`, then a graph of one
// GateWitness host node launched behind it; the gate opens 100 ms later; waits for the stream.
// *seen: what the witness saw. A fatal failure returns early: the case stops when
// HasFatalFailure().
inline void launch_witness_behind_gate(cudaStream_t stream, WitnessCounts* seen) {
  cudasem::Gate gate;
  WitnessGraph wg;
  build_witness_graph(gate, nullptr, &wg);
  if (::testing::Test::HasFatalFailure()) return;
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(wg.exec.get(), stream));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  seen->calls = wg.witness.calls.load();
  seen->saw_finished = wg.witness.saw_finished.load();
}

// A user object's destructor target: counts destructor calls. Cases keep it in static storage so
// that a late destructor call never touches a dead object.
struct DestructorCount {
  std::atomic<int> calls{0};
  static void destroy(void* self) { static_cast<DestructorCount*>(self)->calls.fetch_add(1); }
};

// Waits (bounded) until `pred` holds; false when `limit` passed first.
inline bool wait_until(
    const std::function<bool()>& pred, std::chrono::milliseconds limit = std::chrono::milliseconds(10000)) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!pred()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

// Adds a conditional node (cudaGraphAddNode) of `type` with `size` body graphs, returned in
// `bodies` (owned by the node); nullptr (and ADD_FAILURE) on error.
inline cudaGraphNode_t add_conditional_node(cudaGraph_t g, std::vector<cudaGraphNode_t> deps,
    cudaGraphConditionalHandle handle, cudaGraphConditionalNodeType type, unsigned size,
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

// Parameters of a memory allocation node of `bytes` on `device` (pinned device memory).
inline cudaMemAllocNodeParams alloc_node_params(size_t bytes, int device = 0) {
  cudaMemAllocNodeParams p{};
  p.poolProps.allocType = cudaMemAllocationTypePinned;
  p.poolProps.location.type = cudaMemLocationTypeDevice;
  p.poolProps.location.id = device;
  p.bytesize = bytes;
  return p;
}

// An allocation node (from alloc_node_params) and the node that frees its memory, where added.
struct AllocNodes {
  cudaMemAllocNodeParams params{};  // params.dptr: the allocation's address
  cudaGraphNode_t alloc_node = nullptr;
  cudaGraphNode_t free_node = nullptr;
};

// Adds to `g` an allocation node of `bytes` on device 0, without dependencies. A fatal failure
// returns early: the case stops when HasFatalFailure().
inline void add_alloc_node(cudaGraph_t g, size_t bytes, AllocNodes* out) {
  out->params = alloc_node_params(bytes);
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&out->alloc_node, g, nullptr, 0, &out->params));
}

// The same and, after it, a node that frees that memory (cudaGraphAddMemFreeNode).
inline void add_alloc_free_nodes(cudaGraph_t g, size_t bytes, AllocNodes* out) {
  add_alloc_node(g, bytes, out);
  if (::testing::Test::HasFatalFailure()) return;
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&out->free_node, g, &out->alloc_node, 1, out->params.dptr));
}

// The body of the conditional-node cases: a graph of one conditional node of `type` with `size`
// bodies, whose handle defaults to `value` (cudaGraphCondAssignDefault); body i writes 100 + i
// to its own word. Launches the graph once into a non-blocking stream and returns each body's
// word in *words (0: the body did not run); records "bodies_run" (one 0/1 per body). Fatal
// failures return early: call it in ASSERT_NO_FATAL_FAILURE.
inline void run_conditional(
    cudaGraphConditionalNodeType type, unsigned size, unsigned value, std::vector<unsigned>* words) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(size);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), value, cudaGraphCondAssignDefault));
  std::vector<cudaGraph_t> bodies;
  cudaGraphNode_t c = add_conditional_node(g.get(), {}, handle, type, size, bodies);
  CUDASEM_ASSERT_TRUE_NAMED("conditional_node.added", c != nullptr);
  CUDASEM_ASSERT_EQ_NAMED("conditional.body_count", bodies.size(), size);
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
