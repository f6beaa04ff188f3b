// SPDX-License-Identifier: Apache-2.0
// CUDA graph helpers shared by the graphs and capture cases: the owners Graph and GraphExec,
// make_graph() and instantiate() (a failed call is a recorded code check), add_empty_node() (no check of its own),
// node_count / edge_count of a graph, and read_device() of one word a graph wrote. Area-only
// helpers live in cases/graphs/graphs.h and cases/capture/capture.h, which re-export these names
// into their namespaces.
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/resources.h"

namespace cudasem {

using Graph = Owner<cudaGraph_t, &cudaGraphDestroy>;
using GraphExec = Owner<cudaGraphExec_t, &cudaGraphExecDestroy>;

// cudaGraphCreate(flags 0); a failure is recorded (CUDASEM_EXPECT_OK_OF).
inline Graph make_graph() {
  cudaGraph_t g = nullptr;
  cudaError_t e = cudaGraphCreate(&g, 0);
  if (e != cudaSuccess) CUDASEM_EXPECT_OK_OF(cudaGraphCreate, e);
  return Graph(g);
}

// cudaGraphInstantiate(flags); a failure is recorded (an empty owner then).
inline GraphExec instantiate(cudaGraph_t g, unsigned long long flags = 0) {
  cudaGraphExec_t x = nullptr;
  cudaError_t e = cudaGraphInstantiate(&x, g, flags);
  if (e != cudaSuccess) CUDASEM_EXPECT_OK_OF(cudaGraphInstantiate, e);
  return GraphExec(x);
}

// Adds an empty node after `deps`.
inline cudaGraphNode_t add_empty_node(cudaGraph_t g, std::vector<cudaGraphNode_t> deps = {}) {
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddEmptyNode(&n, g, deps.data(), deps.size());
  if (e != cudaSuccess) CUDASEM_EXPECT_OK_OF(cudaGraphAddEmptyNode, e);
  return n;
}

inline std::size_t node_count(cudaGraph_t g) {
  std::size_t n = 0;
  cudaError_t e = cudaGraphGetNodes(g, nullptr, &n);
  if (e != cudaSuccess) CUDASEM_EXPECT_OK_OF(cudaGraphGetNodes, e);
  return n;
}

inline std::size_t edge_count(cudaGraph_t g) {
  std::size_t n = 0;
  cudaError_t e = cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &n);
  if (e != cudaSuccess) CUDASEM_EXPECT_OK_OF(cudaGraphGetEdges, e);
  return n;
}

// Reads one unsigned from device memory (synchronous copy).
inline unsigned read_device(const unsigned* p) {
  unsigned v = 0;
  cudaError_t e = cudaMemcpy(&v, p, sizeof v, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) CUDASEM_EXPECT_OK_OF(cudaMemcpy, e) << "(read_device)";
  return v;
}

// The names above in one namespace: an area header that brings them to its cases does
// `using namespace ::cudasem::graph_helpers;` inside its own namespace.
namespace graph_helpers {
using ::cudasem::add_empty_node;
using ::cudasem::edge_count;
using ::cudasem::Graph;
using ::cudasem::GraphExec;
using ::cudasem::instantiate;
using ::cudasem::make_graph;
using ::cudasem::node_count;
using ::cudasem::read_device;
}  // namespace graph_helpers

}  // namespace cudasem
