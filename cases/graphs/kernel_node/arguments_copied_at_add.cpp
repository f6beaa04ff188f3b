// SPDX-License-Identifier: Apache-2.0
// The argument values are copied by cudaGraphAddKernelNode: changing the caller's variables after
// the call does not change what the node writes. (The argument list of the shared write kernel is
// (unsigned* p, unsigned value), kernels/kernels.h.)
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddKernelNode, ArgumentsCopiedAtAdd,
    {
        .api = {"cudaGraphAddKernelNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddKernelNode",
            .quote =
                "The kernelParams or extra array, as well as the argument values it points to, are copied during this call."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(2);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CapturedKernel k = write_kernel(out.data(), 0);
  unsigned* p = out.data();
  unsigned value = 11;
  void* args[] = {&p, &value};
  cudaKernelNodeParams params = k.params;
  params.kernelParams = args;
  params.extra = nullptr;
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddKernelNode(&n, g.get(), nullptr, 0, &params));
  p = out.data() + 1;  // after the call: must not matter
  value = 22;
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, out.data(), sizeof h, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("slot_0", h[0], 11u);
  CUDASEM_EXPECT_EQ_NAMED("slot_1", h[1], 0u);
}
