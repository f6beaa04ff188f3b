// SPDX-License-Identifier: Apache-2.0
// A memcpy node described by cudaMemcpy3DParms (a pitched 2D region) performs that copy when the
// graph is launched.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemcpyNode, Copies3DParams,
    {
        .api = {"cudaGraphAddMemcpyNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemcpyNode",
            .quote = "When the graph is launched, the node will perform the memcpy described by pCopyParams."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  constexpr size_t kW = 64, kH = 16;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> src(kW * kH);
  cudasem::DeviceBuffer<unsigned> dev(kW * kH);
  for (size_t i = 0; i < kW * kH; ++i) src[i] = static_cast<unsigned>(i ^ 0x55);
  CUDASEM_ASSERT_OK(cudaMemset(dev.data(), 0, dev.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  cudaMemcpy3DParms p{};
  p.srcPtr = pitched(src.data(), kW * sizeof(unsigned), kW * sizeof(unsigned), kH);
  p.dstPtr = pitched(dev.data(), kW * sizeof(unsigned), kW * sizeof(unsigned), kH);
  p.extent = extent(kW * sizeof(unsigned), kH, 1);
  p.kind = cudaMemcpyHostToDevice;
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNode(&n, g.get(), nullptr, 0, &p));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::vector<unsigned> h(kW * kH);
  CUDASEM_ASSERT_OK(cudaMemcpy(h.data(), dev.data(), dev.bytes(), cudaMemcpyDeviceToHost));
  size_t good = 0;
  for (size_t i = 0; i < kW * kH; ++i) good += h[i] == src[i];
  CUDASEM_EXPECT_EQ_NAMED("matching_elements", good, kW * kH);
}
