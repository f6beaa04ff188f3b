// SPDX-License-Identifier: Apache-2.0
// Characterization: two executable graphs instantiated from one graph (a rendezvous kernel; the
// second instantiation switched to the other side with cudaGraphExecKernelNodeSetParams), launched
// into two streams: whether they ran at the same time (the rendezvous met).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphLaunch, TwoInstantiationsRunConcurrently,
    {
        .api = {"cudaGraphLaunch"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphLaunch",
            .quote =
                "To execute a graph concurrently, it must be instantiated multiple times into multiple executable graphs."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentKernels") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudasem::Rendezvous rv;
  CapturedKernel side0 = capture_kernel([&](cudaStream_t s) {
    rv.launch(s, 0);
    return cudaGetLastError();
  });
  CapturedKernel side1 = capture_kernel([&](cudaStream_t s) {
    rv.launch(s, 1);
    return cudaGetLastError();
  });
  Graph g = make_graph();
  cudaGraphNode_t k = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddKernelNode(&k, g.get(), nullptr, 0, &side0.params));
  GraphExec x0 = instantiate(g.get()), x1 = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphExecKernelNodeSetParams(x1.get(), k, &side1.params));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x0.get(), a));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x1.get(), b));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(b));
  cudasem::observe("ran_concurrently", rv.met());
}
