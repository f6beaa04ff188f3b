// SPDX-License-Identifier: Apache-2.0
// Characterization: the graph functions that act on a kernel node, each given an empty node (a valid
// node of another type; for the exec rows, of a graph instantiated with it) and otherwise valid
// arguments (a kernel of this file, its parameters, a launch attribute): the code each returns is
// recorded (the texts name the node as a kernel node and name no code for a node of another type;
// their return lists name cudaErrorInvalidValue or cudaErrorInvalidResourceHandle). One row per
// function.
#include "../errors.h"
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

namespace {

__global__ void node_kernel(unsigned* p) {
  if (p) p[threadIdx.x] = threadIdx.x;
}

// A graph holding one empty node (and a second one for the copy row), its instantiation on demand,
// and the parameters of node_kernel for the rows that set them.
struct Objects {
  cudasem::Graph graph;
  cudasem::GraphExec exec;
  cudaGraphNode_t empty = nullptr, other_empty = nullptr;
  unsigned* target = nullptr;
  void* args[1] = {&target};

  void set_up() {
    CUDASEM_ASSERT_OK(cudaGraphCreate(graph.out(), 0));
    CUDASEM_ASSERT_OK(cudaGraphAddEmptyNode(&empty, graph, nullptr, 0));
    CUDASEM_ASSERT_OK(cudaGraphAddEmptyNode(&other_empty, graph, nullptr, 0));
  }
  cudaKernelNodeParams kernel_params() {
    cudaKernelNodeParams p = {};
    p.func = reinterpret_cast<void*>(&node_kernel);
    p.gridDim = dim3(1);
    p.blockDim = dim3(32);
    p.kernelParams = args;
    return p;
  }
  cudaGraphExec_t instantiated() {
    CUDASEM_EXPECT_OK(cudaGraphInstantiate(exec.out(), graph, 0));
    return exec;
  }
};

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    {"cudaGraphKernelNodeGetAttribute",
        [](Objects& o) {
          cudaLaunchAttributeValue value = {};
          return cudaGraphKernelNodeGetAttribute(o.empty, cudaLaunchAttributePriority, &value);
        }},
    {"cudaGraphKernelNodeSetAttribute",
        [](Objects& o) {
          cudaLaunchAttributeValue value = {};
          return cudaGraphKernelNodeSetAttribute(o.empty, cudaLaunchAttributePriority, &value);
        }},
    {"cudaGraphKernelNodeCopyAttributes",
        [](Objects& o) { return cudaGraphKernelNodeCopyAttributes(o.other_empty, o.empty); }},
    {"cudaGraphKernelNodeGetParams",
        [](Objects& o) {
          cudaKernelNodeParams params = {};
          return cudaGraphKernelNodeGetParams(o.empty, &params);
        }},
    {"cudaGraphKernelNodeSetParams",
        [](Objects& o) {
          const cudaKernelNodeParams params = o.kernel_params();
          return cudaGraphKernelNodeSetParams(o.empty, &params);
        }},
    {"cudaGraphExecKernelNodeSetParams",
        [](Objects& o) {
          const cudaKernelNodeParams params = o.kernel_params();
          return cudaGraphExecKernelNodeSetParams(o.instantiated(), o.empty, &params);
        }},
    {"cudaGraphExecNodeSetParams",
        [](Objects& o) {
          const cudaKernelNodeParams kernel = o.kernel_params();
          cudaGraphNodeParams params = {};
          params.type = cudaGraphNodeTypeKernel;
          params.kernel.func = kernel.func;
          params.kernel.gridDim = kernel.gridDim;
          params.kernel.blockDim = kernel.blockDim;
          params.kernel.kernelParams = kernel.kernelParams;
          return cudaGraphExecNodeSetParams(o.instantiated(), o.empty, &params);
        }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeGraphNodeType, KernelNodeCallOnEmptyNodeResult, kRows,
    {
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidResourceHandle)",
            .quote = "This indicates that a resource handle passed to the API call was not valid."},
        .claim = cudasem::Claim::hedge,
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_RECORD_CODE_OF_ROW(row.key, r);
  cudasem::last_error(cudasem::LastError::clear);
  if (objects.exec.get()) CUDASEM_EXPECT_OK(cudaGraphExecDestroy(objects.exec.abandon()));
  CUDASEM_EXPECT_OK(cudaGraphDestroy(objects.graph.abandon()));
}
