// SPDX-License-Identifier: Apache-2.0
// Helpers of the driver API graph and capture cases (cases/driver/graph, cases/driver/capture), in
// namespace cudasem::driver_api: owners of a driver graph and executable graph (DrvGraph,
// DrvGraphExec), the graph rig (GraphRig: the primary context current, the embedded PTX loaded,
// two sets of kCount device ints, a non-blocking stream and an empty graph, with helpers that add an
// add_one kernel node, a memset node, a device-to-device memcpy node, an empty node and a host node
// that counts its calls, instantiate, launch and read back), the node lists of a graph (nodes,
// roots, edges, dependencies, type), the bodies of the node type cases, the parameters of a graph
// allocation node and of a 32-bit batch write, the graph memory attributes, a conditional node with
// one add_one body per branch, a user object whose destructor counts its calls, and the capture
// helpers (CaptureGuard ends a capture a case left open; capture status and dependencies). Shared
// bodies of variants: event record/wait nodes (EventNodeRig), a batch write node (BatchWrite), graph
// allocations (GraphAlloc, run_alloc_free_graph), cuGraphExecUpdate setup, a graph's user object
// reference, cuStreamUpdateCaptureDependencies and queries during a blocking capture. Every helper
// that ASSERTs returns void; the case stops after it.
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/observe.h"
#include "cudasem/probe.h"
#include "cudasem/resources.h"
#include "driver.h"
#include "driver_events.h"
#include "kernels/kernels.h"
#include "kernels/modules/modules.h"

namespace cudasem::driver_api {

inline CUresult release_graph(CUgraph g) { return ::cudasem::driver().cuGraphDestroy(g); }
inline CUresult release_graph_exec(CUgraphExec x) { return ::cudasem::driver().cuGraphExecDestroy(x); }
// A driver graph (cuGraphCreate, cuGraphClone, cuStreamEndCapture into out()); cuGraphDestroy.
using DrvGraph = Owner<CUgraph, &release_graph>;
// An executable graph (cuGraphInstantiate* into out()); cuGraphExecDestroy.
using DrvGraphExec = Owner<CUgraphExec, &release_graph_exec>;

// A host node function: increments the std::atomic<int> its user data points to.
inline void CUDA_CB count_host_call(void* user) { static_cast<std::atomic<int>*>(user)->fetch_add(1); }

// A user object destructor: increments the std::atomic<int> its pointer points to.
inline void CUDA_CB count_destructor_call(void* ptr) { static_cast<std::atomic<int>*>(ptr)->fetch_add(1); }

// Polls `counter` until it is at least `target`, at most `limit` (the destructor of a user
// object runs on a driver thread); true when it got there.
inline bool wait_count(
    const std::atomic<int>& counter, int target, std::chrono::milliseconds limit = std::chrono::milliseconds(10000)) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (counter.load() < target) {
    if (std::chrono::steady_clock::now() >= end) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

// The nodes of `g` (cuGraphGetNodes), its root nodes (cuGraphGetRootNodes), the dependencies and
// dependent nodes of a node; ADD_FAILURE on error.
inline std::vector<CUgraphNode> graph_nodes(CUgraph g) {
  const Driver& drv = ::cudasem::driver();
  std::size_t n = 0;
  CUresult e = drv.cuGraphGetNodes(g, nullptr, &n);
  std::vector<CUgraphNode> out(n);
  if (e == CUDA_SUCCESS && n > 0) e = drv.cuGraphGetNodes(g, out.data(), &n);
  CUDASEM_EXPECT_CU_OK_OF(cuGraphGetNodes, e);
  out.resize(n);
  return out;
}

inline std::vector<CUgraphNode> root_nodes(CUgraph g) {
  const Driver& drv = ::cudasem::driver();
  std::size_t n = 0;
  CUresult e = drv.cuGraphGetRootNodes(g, nullptr, &n);
  std::vector<CUgraphNode> out(n);
  if (e == CUDA_SUCCESS && n > 0) e = drv.cuGraphGetRootNodes(g, out.data(), &n);
  CUDASEM_EXPECT_CU_OK_OF(cuGraphGetRootNodes, e);
  out.resize(n);
  return out;
}

inline std::vector<CUgraphNode> dependencies_of(CUgraphNode node) {
  const Driver& drv = ::cudasem::driver();
  std::size_t n = 0;
  CUresult e = drv.cuGraphNodeGetDependencies(node, nullptr, nullptr, &n);
  std::vector<CUgraphNode> out(n);
  if (e == CUDA_SUCCESS && n > 0) e = drv.cuGraphNodeGetDependencies(node, out.data(), nullptr, &n);
  CUDASEM_EXPECT_CU_OK_OF(cuGraphNodeGetDependencies, e);
  out.resize(n);
  return out;
}

inline std::size_t edge_total(CUgraph g) {
  std::size_t n = 0;
  CUresult e = ::cudasem::driver().cuGraphGetEdges(g, nullptr, nullptr, nullptr, &n);
  CUDASEM_EXPECT_CU_OK_OF(cuGraphGetEdges, e);
  return n;
}

inline CUgraphNodeType type_of(CUgraphNode node) {
  CUgraphNodeType t = static_cast<CUgraphNodeType>(-1);
  CUresult e = ::cudasem::driver().cuGraphNodeGetType(node, &t);
  CUDASEM_EXPECT_CU_OK_OF(cuGraphNodeGetType, e);
  return t;
}

// The primary context current, the embedded PTX loaded (add_one, add_value), kCount device ints
// (`ints`, set to `initial`), a second set (`other`, set to `initial`), a non-blocking stream and
// an empty graph. Members are released in reverse order: graph, stream, memory, module, context.
class GraphRig {
 public:
  static constexpr unsigned kCount = 64;

  explicit GraphRig(int initial = 0) {
    const Driver& drv = ::cudasem::driver();
    add_one_ = ptx_.function(modules::kAddOne);
    add_value_ = ptx_.function(modules::kAddValue);
    alloc_ints(ints_mem_, kCount, initial);
    alloc_ints(other_mem_, kCount, initial);
    CUresult e = drv.cuStreamCreate(stream_.out(), CU_STREAM_NON_BLOCKING);
    CUDASEM_EXPECT_CU_OK_OF(cuStreamCreate, e);
    e = drv.cuGraphCreate(graph_.out(), 0);
    CUDASEM_EXPECT_CU_OK_OF(cuGraphCreate, e);
  }
  GraphRig(const GraphRig&) = delete;
  GraphRig& operator=(const GraphRig&) = delete;

  CUcontext context() const { return ptx_.primary.get(); }
  CUfunction add_one() const { return add_one_; }
  CUfunction add_value() const { return add_value_; }
  CUdeviceptr ints() const { return ints_mem_.get(); }
  CUdeviceptr other() const { return other_mem_.get(); }
  CUstream stream() const { return stream_.get(); }
  CUgraph graph() const { return graph_.get(); }

  // add_one over kCount ints at `*arg` (one block); `arg` must outlive the call that takes these.
  CUDA_KERNEL_NODE_PARAMS add_one_params(CUdeviceptr* arg, void** slots) const {
    slots[0] = arg;
    CUDA_KERNEL_NODE_PARAMS p{};
    p.func = add_one_;
    p.gridDimX = p.gridDimY = p.gridDimZ = 1;
    p.blockDimX = kCount;
    p.blockDimY = p.blockDimZ = 1;
    p.kernelParams = slots;
    return p;
  }
  // A memset of kCount 4-byte elements of `dst` to `value`.
  static CUDA_MEMSET_NODE_PARAMS memset_params(CUdeviceptr dst, unsigned value) {
    CUDA_MEMSET_NODE_PARAMS p{};
    p.dst = dst;
    p.value = value;
    p.elementSize = 4;
    p.width = kCount;
    p.height = 1;
    return p;
  }
  // A 1D device-to-device copy of kCount ints from `src` to `dst`.
  static CUDA_MEMCPY3D copy_params(CUdeviceptr dst, CUdeviceptr src) {
    CUDA_MEMCPY3D p{};
    p.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    p.srcDevice = src;
    p.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    p.dstDevice = dst;
    p.WidthInBytes = kCount * sizeof(int);
    p.srcPitch = p.dstPitch = p.WidthInBytes;
    p.srcHeight = p.dstHeight = 1;
    p.Height = 1;
    p.Depth = 1;
    return p;
  }

  // Node adders (into `g`, the rig's graph by default); ADD_FAILURE and nullptr on error.
  CUgraphNode add_add_one(std::vector<CUgraphNode> deps = {}, CUgraph g = nullptr, CUdeviceptr target = 0) {
    CUdeviceptr arg = target ? target : ints();
    void* slots[1];
    CUDA_KERNEL_NODE_PARAMS p = add_one_params(&arg, slots);
    CUgraphNode n = nullptr;
    CUresult e = ::cudasem::driver().cuGraphAddKernelNode(&n, g ? g : graph(), deps.data(), deps.size(), &p);
    CUDASEM_EXPECT_CU_OK_OF(cuGraphAddKernelNode, e);
    return n;
  }
  CUgraphNode add_memset(unsigned value, std::vector<CUgraphNode> deps = {}, CUgraph g = nullptr, CUdeviceptr dst = 0) {
    CUDA_MEMSET_NODE_PARAMS p = memset_params(dst ? dst : ints(), value);
    CUgraphNode n = nullptr;
    CUresult e = ::cudasem::driver().cuGraphAddMemsetNode(&n, g ? g : graph(), deps.data(), deps.size(), &p, context());
    CUDASEM_EXPECT_CU_OK_OF(cuGraphAddMemsetNode, e);
    return n;
  }
  CUgraphNode add_copy(CUdeviceptr dst, CUdeviceptr src, std::vector<CUgraphNode> deps = {}, CUgraph g = nullptr) {
    CUDA_MEMCPY3D p = copy_params(dst, src);
    CUgraphNode n = nullptr;
    CUresult e = ::cudasem::driver().cuGraphAddMemcpyNode(&n, g ? g : graph(), deps.data(), deps.size(), &p, context());
    CUDASEM_EXPECT_CU_OK_OF(cuGraphAddMemcpyNode, e);
    return n;
  }
  CUgraphNode add_empty(std::vector<CUgraphNode> deps = {}, CUgraph g = nullptr) {
    CUgraphNode n = nullptr;
    CUresult e = ::cudasem::driver().cuGraphAddEmptyNode(&n, g ? g : graph(), deps.data(), deps.size());
    CUDASEM_EXPECT_CU_OK_OF(cuGraphAddEmptyNode, e);
    return n;
  }
  CUgraphNode add_host(std::atomic<int>* counter, std::vector<CUgraphNode> deps = {}, CUgraph g = nullptr) {
    CUDA_HOST_NODE_PARAMS p{};
    p.fn = count_host_call;
    p.userData = counter;
    CUgraphNode n = nullptr;
    CUresult e = ::cudasem::driver().cuGraphAddHostNode(&n, g ? g : graph(), deps.data(), deps.size(), &p);
    CUDASEM_EXPECT_CU_OK_OF(cuGraphAddHostNode, e);
    return n;
  }

  // cuGraphInstantiate (flags 0) of `g` (the rig's graph by default) into `exec`; must succeed.
  void instantiate(DrvGraphExec& exec, CUgraph g = nullptr, unsigned long long flags = 0) {
    const Driver& drv = ::cudasem::driver();
    CUDASEM_ASSERT_CU_OK(drv.cuGraphInstantiate(exec.out(), g ? g : graph(), flags));
  }
  // cuGraphLaunch in the rig's stream, then cuStreamSynchronize; both must succeed.
  void launch(CUgraphExec exec) {
    const Driver& drv = ::cudasem::driver();
    CUDASEM_ASSERT_CU_OK(drv.cuGraphLaunch(exec, stream()));
    CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream()));
  }
  // The kCount ints at `p` (the rig's ints by default), after cuCtxSynchronize.
  std::vector<int> read(CUdeviceptr p = 0) const { return read_ints(p ? p : ints(), kCount); }

 private:
  LoadedPtx ptx_;
  CUfunction add_one_ = nullptr;
  CUfunction add_value_ = nullptr;
  DeviceMem ints_mem_;
  DeviceMem other_mem_;
  DrvStream stream_;
  DrvGraph graph_;
};

// Observes `name` as the number of the kCount ints of `values` equal to `expected` and expects all.
inline void expect_all(const char* name, const std::vector<int>& values, int expected) {
  const std::size_t n = count_equal(values, expected);
  CUDASEM_EXPECT_EQ_NAMED(name, n, values.size()) << "ints equal to " << expected;
}

// The body of the cuGraphNodeGetType cases: `add` adds one node to the rig's graph; its type
// (observed as node_type) must be `expected`.
template <typename Add>
void expect_node_type(Add add, CUgraphNodeType expected) {
  const Driver& drv = ::cudasem::driver();
  GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = add(rig);
  CUDASEM_ASSERT_TRUE_NAMED("graph_node.added", node != nullptr);
  CUgraphNodeType type = static_cast<CUgraphNodeType>(-1);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeGetType(node, &type));

  CUDASEM_EXPECT_EQ_NAMED("node_type", type, expected);
}

// Parameters of a graph allocation node of `bytes` on device 0 (pinned, no access descriptors).
inline CUDA_MEM_ALLOC_NODE_PARAMS alloc_params(std::size_t bytes) {
  CUDA_MEM_ALLOC_NODE_PARAMS p{};
  p.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
  p.poolProps.handleTypes = CU_MEM_HANDLE_TYPE_NONE;
  p.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  p.poolProps.location.id = 0;
  p.bytesize = bytes;
  return p;
}

// One 32-bit write of `value` to `address` as a batch memory operation.
inline CUstreamBatchMemOpParams write32_op(CUdeviceptr address, cuuint32_t value) {
  CUstreamBatchMemOpParams op{};
  op.writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_32;
  op.writeValue.address = address;
  op.writeValue.value = value;
  op.writeValue.flags = 0;
  return op;
}

// The graph memory attribute `attr` of device 0 (cuDeviceGetGraphMemAttribute); ADD_FAILURE on error.
inline cuuint64_t graph_mem_attribute(CUgraphMem_attribute attr) {
  cuuint64_t v = 0;
  CUresult e = ::cudasem::driver().cuDeviceGetGraphMemAttribute(device0(), attr, &v);
  CUDASEM_EXPECT_CU_OK_OF(cuDeviceGetGraphMemAttribute, e);
  return v;
}

// Adds to the rig's graph a conditional node of `type` with `size` bodies and a handle created
// with `default_value` and CU_GRAPH_COND_ASSIGN_DEFAULT; each body i gets one add_one kernel node on
// `targets[i]`. Must succeed.
inline void add_conditional(
    GraphRig& rig, CUgraphConditionalNodeType type, unsigned default_value, const std::vector<CUdeviceptr>& targets) {
  const Driver& drv = ::cudasem::driver();
  CUgraphConditionalHandle handle{};
  CUDASEM_ASSERT_CU_OK(drv.cuGraphConditionalHandleCreate(
      &handle, rig.graph(), rig.context(), default_value, CU_GRAPH_COND_ASSIGN_DEFAULT));
  CUgraphNodeParams params{};
  std::memset(&params, 0, sizeof params);
  params.type = CU_GRAPH_NODE_TYPE_CONDITIONAL;
  params.conditional.handle = handle;
  params.conditional.type = type;
  params.conditional.size = static_cast<unsigned>(targets.size());
  params.conditional.ctx = rig.context();
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddNode(&node, rig.graph(), nullptr, nullptr, 0, &params));
  CUDASEM_ASSERT_TRUE_NAMED("conditional_body_graphs.returned", params.conditional.phGraph_out != nullptr);
  for (std::size_t i = 0; i < targets.size(); ++i) {
    CUDASEM_ASSERT_TRUE_NAMED(
        "body_kernel_node.added", rig.add_add_one({}, params.conditional.phGraph_out[i], targets[i]) != nullptr);
  }
}

// Creates a user object whose destructor counts into `destroyed` (refcount `refs`,
// CU_USER_OBJECT_NO_DESTRUCTOR_SYNC); must succeed.
inline void create_user_object(CUuserObject* object, std::atomic<int>* destroyed, unsigned refs = 1) {
  const Driver& drv = ::cudasem::driver();
  CUDASEM_ASSERT_CU_OK(
      drv.cuUserObjectCreate(object, destroyed, count_destructor_call, refs, CU_USER_OBJECT_NO_DESTRUCTOR_SYNC));
}

// A graph rig with two events (CU_EVENT_DEFAULT) and an event record node (or, with `wait`, an
// event wait node) of the rig's graph added with the first: the setup of the event node cases.
struct EventNodeRig {
  GraphRig rig;
  DrvEvent first_event;
  DrvEvent second_event;
  CUgraphNode node = nullptr;
};
// Creates both events and adds the node (cuGraphAddEventRecordNode or cuGraphAddEventWaitNode);
// returns early (ASSERT): the case stops after it when HasFatalFailure().
inline void make_event_node(EventNodeRig& r, bool wait) {
  const Driver& drv = ::cudasem::driver();
  ASSERT_NE(r.rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(r.first_event.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(r.second_event.out(), CU_EVENT_DEFAULT));
  if (wait) {
    CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventWaitNode(&r.node, r.rig.graph(), nullptr, 0, r.first_event));
  } else {
    CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventRecordNode(&r.node, r.rig.graph(), nullptr, 0, r.first_event));
  }
}

// Why the cases that launch a batch memory-operation node do not run under initcheck.
inline constexpr const char* kBatchMemOpInitcheckLimit =
    "under compute-sanitizer initcheck the launch of a graph holding a batch memory-operation node never "
    "completed (the case reached its 300 s limit; it completes without the tool and under each "
    "other tool)";

// The parameters of a batch memory operation node (the rig's context, flags 0) of one 32-bit write
// of `value` to the rig's first int; `op` is the operation array (one element) that params points
// to, so that assigning `op` changes what params describe.
struct BatchWrite {
  CUstreamBatchMemOpParams op{};
  CUDA_BATCH_MEM_OP_NODE_PARAMS params{};
  BatchWrite(const GraphRig& rig, cuuint32_t value) : op(write32_op(rig.ints(), value)) {
    params.ctx = rig.context();
    params.count = 1;
    params.paramArray = &op;
    params.flags = 0;
  }
  BatchWrite(const BatchWrite&) = delete;
  BatchWrite& operator=(const BatchWrite&) = delete;
};

// An allocation node of the rig's graph (its parameters, the address in alloc.dptr) and, when
// added, a free node of that address depending on it.
struct GraphAlloc {
  CUDA_MEM_ALLOC_NODE_PARAMS alloc{};
  CUgraphNode alloc_node = nullptr;
  CUgraphNode free_node = nullptr;
};
// Adds to the rig's graph an allocation node of `bytes` (alloc_params) and, `with_free`, its free
// node; must succeed (returns early: ASSERT).
inline void add_graph_alloc(GraphRig& rig, GraphAlloc& a, std::size_t bytes, bool with_free) {
  const Driver& drv = ::cudasem::driver();
  ASSERT_NE(rig.graph(), nullptr);
  a.alloc = alloc_params(bytes);
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemAllocNode(&a.alloc_node, rig.graph(), nullptr, 0, &a.alloc));
  if (with_free) {
    CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemFreeNode(&a.free_node, rig.graph(), &a.alloc_node, 1, a.alloc.dptr));
  }
}

// Runs once a graph of the rig that allocates `bytes` and frees them, destroys its executable graph
// and synchronizes the context: afterwards no graph is executing or scheduled. Returns early (ASSERT).
inline void run_alloc_free_graph(GraphRig& rig, std::size_t bytes) {
  const Driver& drv = ::cudasem::driver();
  GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(add_graph_alloc(rig, a, bytes, /*with_free=*/true));
  {
    DrvGraphExec exec;
    ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
    ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  }
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
}

// The start of the cases where a graph holds a reference of a user object: the primary context
// current, a new graph (cuGraphCreate) and a user object with one reference whose destructor counts
// into `destroyed` (set to 0 first; create_user_object). Returns early (ASSERT).
struct GraphUserObject {
  PrimaryCurrent primary;
  DrvGraph graph;
  CUuserObject object{};
};
inline void make_graph_user_object(GraphUserObject& out, std::atomic<int>* destroyed) {
  const Driver& drv = ::cudasem::driver();
  *destroyed = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(out.graph.out(), 0));
  ASSERT_NO_FATAL_FAILURE(create_user_object(&out.object, destroyed));
}

// The end of the cases where a graph holds the only reference of a user object whose destructor
// counts into `destroyed`: after 100 ms the destructor must not have run (observed as
// destructor_calls_while_graph_holds); once the graph releases its reference
// (cuGraphReleaseUserObject) it must run (destructor_ran_after_graph_release). Returns early (ASSERT).
inline void expect_graph_reference_holds(CUgraph graph, CUuserObject object, const std::atomic<int>& destroyed) {
  const Driver& drv = ::cudasem::driver();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const int while_graph_holds = destroyed.load();
  CUDASEM_ASSERT_CU_OK(drv.cuGraphReleaseUserObject(graph, object, 1));
  const bool ran = wait_count(destroyed, 1);
  CUDASEM_EXPECT_EQ_NAMED("destructor_calls_while_graph_holds", while_graph_holds, 0);
  CUDASEM_EXPECT_TRUE_NAMED("destructor_ran_after_graph_release", ran);
}

// The setup of the cuGraphExecUpdate cases: the rig's graph of one memset (value 1) instantiated
// into `exec`, and an empty graph `update` (cuGraphCreate) for the case to fill. Returns early
// (ASSERT).
inline void prepare_exec_update(GraphRig& rig, DrvGraphExec& exec, DrvGraph& update) {
  const Driver& drv = ::cudasem::driver();
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", rig.add_memset(1) != nullptr);
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(update.out(), 0));
}

// Ends a capture sequence on `stream` when it goes out of scope (unless end() was called),
// destroying the graph it returns: a case that stops early leaves no stream capturing.
class CaptureGuard {
 public:
  // `keep`: a graph the case owns (a capture into an existing graph returns it); not destroyed.
  explicit CaptureGuard(CUstream stream, CUgraph keep = nullptr) : stream_(stream), keep_(keep) {}
  CaptureGuard(const CaptureGuard&) = delete;
  CaptureGuard& operator=(const CaptureGuard&) = delete;
  ~CaptureGuard() {
    if (!stream_) return;
    const Driver& drv = ::cudasem::driver();
    CUgraph g = nullptr;
    drv.cuStreamEndCapture(stream_, &g);
    if (g && g != keep_) drv.cuGraphDestroy(g);
  }
  // The case ended the capture itself.
  void ended() { stream_ = nullptr; }

 private:
  CUstream stream_;
  CUgraph keep_;
};

// The capture status of `stream` (cuStreamIsCapturing); ADD_FAILURE on error.
inline CUstreamCaptureStatus capture_status(CUstream stream) {
  CUstreamCaptureStatus s = CU_STREAM_CAPTURE_STATUS_INVALIDATED;
  CUresult e = ::cudasem::driver().cuStreamIsCapturing(stream, &s);
  CUDASEM_EXPECT_CU_OK_OF(cuStreamIsCapturing, e);
  return s;
}

// The current capture dependencies of `stream` (cuStreamGetCaptureInfo); ADD_FAILURE on error.
inline std::vector<CUgraphNode> capture_dependencies(CUstream stream) {
  CUstreamCaptureStatus status{};
  const CUgraphNode* deps = nullptr;
  std::size_t n = 0;
  CUresult e = ::cudasem::driver().cuStreamGetCaptureInfo(stream, &status, nullptr, nullptr, &deps, nullptr, &n);
  if (e != CUDA_SUCCESS) {
    ADD_FAILURE() << "cuStreamGetCaptureInfo returned " << error_text(e);
    return {};
  }
  return std::vector<CUgraphNode>(deps, deps + n);
}

// The body of the cuStreamUpdateCaptureDependencies cases: during a relaxed capture of the rig's
// stream whose dependency set is one captured memset node, an empty node added to the capture graph
// is passed with `flags`; the dependency set (its size observed as dependency_count) must then be
// that empty node alone (`replaces`) or the memset node and the empty node.
inline void expect_capture_dependencies_update(unsigned flags, bool replaces) {
  const Driver& drv = ::cudasem::driver();
  GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_RELAXED));
  CaptureGuard guard(rig.stream());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 1, rig.kCount, rig.stream()));
  std::vector<CUgraphNode> before = capture_dependencies(rig.stream());
  CUDASEM_ASSERT_EQ_NAMED("dependency_count_before_update", before.size(), 1u);
  const CUgraphNode memset_node = before[0];
  CUstreamCaptureStatus status{};
  CUgraph graph = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetCaptureInfo(rig.stream(), &status, nullptr, &graph, nullptr, nullptr, nullptr));
  CUgraphNode empty = rig.add_empty({}, graph);
  CUDASEM_ASSERT_TRUE_NAMED("capture_graph_node.added", empty != nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuStreamUpdateCaptureDependencies(rig.stream(), &empty, nullptr, 1, flags));

  std::vector<CUgraphNode> after = capture_dependencies(rig.stream());
  if (replaces) {
    CUDASEM_ASSERT_EQ_NAMED("dependency_count", after.size(), 1u);
    CUDASEM_EXPECT_TRUE_NAMED("dependency_is_empty_node", after[0] == empty);
  } else {
    CUDASEM_ASSERT_EQ_NAMED("dependency_count", after.size(), 2u);
    CUDASEM_EXPECT_TRUE_NAMED("memset_node_kept", std::find(after.begin(), after.end(), memset_node) != after.end());
    CUDASEM_EXPECT_TRUE_NAMED("empty_node_added", std::find(after.begin(), after.end(), empty) != after.end());
  }
}

// While a blocking stream (CU_STREAM_DEFAULT flags) of the primary context is capturing (relaxed,
// one memset of 16 ints captured), calls `query()`, which checks a query of CU_STREAM_LEGACY.
// Returns early (ASSERT) on a failed setup step.
template <typename Query>
void during_blocking_capture(Query query) {
  const Driver& drv = ::cudasem::driver();
  PrimaryCurrent primary;
  DrvStream blocking;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(blocking.out(), CU_STREAM_DEFAULT));
  DeviceMem mem;
  alloc_ints(mem, 16, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(blocking, CU_STREAM_CAPTURE_MODE_RELAXED));
  CaptureGuard guard(blocking);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(mem, 1, 16, blocking));
  query();
}

// A word of mapped pinned memory (0 at first) that a gated kernel writes, and the memcpy node that
// copies it into the first of the rig's ints (after `deps`): the copy shows whether the node ran
// after the write.
class MarkerCopy {
 public:
  MarkerCopy() : marker_(1, cudaHostAllocMapped) {
    if (marker_.data()) marker_[0] = 0;
  }
  unsigned* host() const { return marker_.data(); }
  // Adds the copy node to the rig's graph; must succeed.
  void add_copy_node(GraphRig& rig, std::vector<CUgraphNode> deps) {
    const Driver& drv = ::cudasem::driver();
    ASSERT_NE(marker_.data(), nullptr);
    CUdeviceptr device = 0;
    CUDASEM_ASSERT_CU_OK(drv.cuMemHostGetDevicePointer(&device, marker_.data(), 0));
    CUDA_MEMCPY3D copy = GraphRig::copy_params(rig.ints(), device);
    copy.WidthInBytes = sizeof(unsigned);
    copy.srcPitch = copy.dstPitch = sizeof(unsigned);
    CUgraphNode node = nullptr;
    CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemcpyNode(&node, rig.graph(), deps.data(), deps.size(), &copy, rig.context()));
  }
  // The word the copy node wrote into the rig's ints (the cases prove it as copied_word).
  static unsigned copied(const GraphRig& rig) { return static_cast<unsigned>(rig.read()[0]); }

 private:
  PinnedBuffer<unsigned> marker_;
};

}  // namespace cudasem::driver_api
