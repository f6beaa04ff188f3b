// SPDX-License-Identifier: Apache-2.0
// A while node whose body kernel counts iterations and sets the condition to 0 at the fifth: the
// body runs exactly five times in one launch.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
__global__ void count_down(cudaGraphConditionalHandle handle, unsigned* iterations, unsigned limit) {
  const unsigned n = ++*iterations;
  cudaGraphSetConditional(handle, n < limit ? 1u : 0u);
}
}  // namespace

CUDASEM_CASE(ConditionalWhile, LoopsUntilZero,
    {
        .api = {"cudaGraphAddNode", "cudaGraphConditionalHandleCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeWhile)",
            .quote = "Conditional 'while' Node. Body executed repeatedly while condition value is non-zero."},
        .claim = cudasem::Claim::promise,
        .timeout_s = 20,  // a body that never clears the condition would loop until killed
        .sanitizer_limits =
            {{"memcheck",
                 "under memcheck (compute-sanitizer 2025.3.1, driver 580) a conditional node's body fails with cudaErrorIllegalAddress and no memcheck finding, while the case passes without the tool"},
                {"initcheck",
                    "under initcheck (the same tool and driver) the while node's launch failed with cudaErrorIllegalAddress and no initcheck finding in one of two runs on an H100, while the case passes without the tool"}},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> iterations(1);
  CUDASEM_ASSERT_OK(cudaMemset(iterations.data(), 0, iterations.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), 1, cudaGraphCondAssignDefault));
  std::vector<cudaGraph_t> bodies;
  CUDASEM_ASSERT_TRUE_NAMED("conditional_node.added",
      add_conditional_node(g.get(), {}, handle, cudaGraphCondTypeWhile, 1, bodies) != nullptr);
  unsigned* counter = iterations.data();
  unsigned limit = 5;
  void* args[] = {&handle, &counter, &limit};
  cudaKernelNodeParams kp{};
  kp.func = reinterpret_cast<void*>(&count_down);
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = args;
  cudaGraphNode_t k = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddKernelNode(&k, bodies[0], nullptr, 0, &kp));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned n = read_device(iterations.data());
  CUDASEM_EXPECT_EQ_NAMED("body_iterations", n, 5u);
}
