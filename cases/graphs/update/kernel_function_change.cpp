// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaGraphExecKernelNodeSetParams switching a node to another kernel of the same
// device (write -> fill): the result and what the next launch writes.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecKernelNodeSetParams, FunctionChange,
    {
        .api = {"cudaGraphExecKernelNodeSetParams"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphExecKernelNodeSetParams",
            .quote = "All nodeParams fields may change, but the following restrictions apply to func updates:"},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(4);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 1);
  GraphExec x = instantiate(g.get());
  CapturedKernel fill =
      capture_kernel([&](cudaStream_t st) { return cudasem::kernels::launch_fill(st, d.data(), 4, 9); });
  cudaError_t r = cudaGraphExecKernelNodeSetParams(x.get(), k, &fill.params);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, d.data(), sizeof h, cudaMemcpyDeviceToHost));
  cudasem::observe("set_params", r);
  cudasem::observe("slot_0", h[0]);
  cudasem::observe("slot_3", h[3]);
}
