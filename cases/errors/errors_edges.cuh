// SPDX-License-Identifier: Apache-2.0
// The errors/lossy_query/ cases: a graph of two kernel nodes joined by one programmatic edge (edge
// data that is not the default: type cudaGraphDependencyTypeProgrammatic from the port
// cudaGraphKernelNodePortProgrammatic), which a query without edge data cannot report.
#pragma once

#include <cuda_runtime.h>

#include "cudasem/check.h"
#include "cudasem/graph.h"

namespace cudasem::errors {

namespace {
__global__ void edge_end_kernel(unsigned* p) {
  if (p) p[threadIdx.x] = threadIdx.x;
}
}  // namespace

// The edge data of a programmatic edge.
inline cudaGraphEdgeData programmatic_edge() {
  cudaGraphEdgeData e = {};
  e.type = cudaGraphDependencyTypeProgrammatic;
  e.from_port = cudaGraphKernelNodePortProgrammatic;
  return e;
}

// Adds a kernel node (edge_end_kernel on nullptr, one block of 32 threads) to `graph`, after
// `from` through a programmatic edge when `from` is given. ASSERTs: the case stops after a failure.
inline void add_edge_kernel_node(cudaGraph_t graph, cudaGraphNode_t* node, cudaGraphNode_t from = nullptr) {
  static unsigned* null_target = nullptr;
  static void* args[] = {&null_target};
  cudaGraphNodeParams params = {};
  params.type = cudaGraphNodeTypeKernel;
  params.kernel.func = reinterpret_cast<void*>(&edge_end_kernel);
  params.kernel.gridDim = dim3(1);
  params.kernel.blockDim = dim3(32);
  params.kernel.kernelParams = args;
  const cudaGraphEdgeData edge = programmatic_edge();
  if (from)
    CUDASEM_ASSERT_OK(cudaGraphAddNode(node, graph, &from, &edge, 1, &params));
  else
    CUDASEM_ASSERT_OK(cudaGraphAddNode(node, graph, nullptr, nullptr, 0, &params));
}

// The graph: `first` -> `second` through one programmatic edge.
inline void make_programmatic_pair(Graph& graph, cudaGraphNode_t* first, cudaGraphNode_t* second) {
  CUDASEM_ASSERT_OK(cudaGraphCreate(graph.out(), 0));
  ASSERT_NO_FATAL_FAILURE(add_edge_kernel_node(graph, first));
  ASSERT_NO_FATAL_FAILURE(add_edge_kernel_node(graph, second, *first));
}

}  // namespace cudasem::errors
