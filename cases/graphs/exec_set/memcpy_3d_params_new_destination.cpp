// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecMemcpyNodeSetParams with a new (1D) destination: the next launch copies there.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecMemcpyNodeSetParams, NewDestination,
    {
        .api = {"cudaGraphExecMemcpyNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecMemcpyNodeSetParams",
            .quote =
                "Updates the work represented by node in hGraphExec as though node had contained pNodeParams at instantiation."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> src(16), first(16), second(16);
  CUDASEM_ASSERT_OK(cudaMemset(src.data(), 0x03, src.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(first.data(), 0, first.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(second.data(), 0, second.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaMemcpy3DParms p{};
  p.srcPtr = pitched(src.data(), src.bytes(), src.bytes(), 1);
  p.dstPtr = pitched(first.data(), first.bytes(), first.bytes(), 1);
  p.extent = extent(src.bytes(), 1, 1);
  p.kind = cudaMemcpyDeviceToDevice;
  Graph g = make_graph();
  cudaGraphNode_t c = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNode(&c, g.get(), nullptr, 0, &p));
  GraphExec x = instantiate(g.get());
  p.dstPtr = pitched(second.data(), second.bytes(), second.bytes(), 1);
  CUDASEM_ASSERT_OK(cudaGraphExecMemcpyNodeSetParams(x.get(), c, &p));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h_first[16] = {}, h_second[16] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h_first, first.data(), sizeof h_first, cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(h_second, second.data(), sizeof h_second, cudaMemcpyDeviceToHost));
  unsigned old_written = 0, new_written = 0;
  for (unsigned i = 0; i < 16; ++i) {
    old_written += h_first[i] != 0;
    new_written += h_second[i] == 0x03030303u;
  }
  CUDASEM_EXPECT_EQ_NAMED("old_destination_written_elements", old_written, 0u);
  CUDASEM_EXPECT_EQ_NAMED("new_destination_copied_elements", new_written, 16u);
}
