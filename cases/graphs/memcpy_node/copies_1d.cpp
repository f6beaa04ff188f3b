// SPDX-License-Identifier: Apache-2.0
// A 1D memcpy node copies count bytes from src to dst when the graph is launched (host to device,
// then device to host, ordered by an edge).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemcpyNode1D, Copies1D,
    {
        .api = {"cudaGraphAddMemcpyNode1D"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemcpyNode1D",
            .quote =
                "When the graph is launched, the node will copy count bytes from the memory area pointed to by src to the memory area pointed to by dst"},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  constexpr size_t kCount = 4096;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> src(kCount), dst(kCount);
  cudasem::DeviceBuffer<unsigned> dev(kCount);
  for (size_t i = 0; i < kCount; ++i) {
    src[i] = static_cast<unsigned>(i * 3 + 1);
    dst[i] = 0;
  }
  Graph g = make_graph();
  cudaGraphNode_t up = nullptr, down = nullptr;
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&up, g.get(), nullptr, 0, dev.data(), src.data(), dev.bytes(), cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&down, g.get(), &up, 1, dst.data(), dev.data(), dev.bytes(), cudaMemcpyDeviceToHost));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  size_t good = 0;
  for (size_t i = 0; i < kCount; ++i) good += dst[i] == src[i];
  CUDASEM_EXPECT_EQ_NAMED("matching_elements", good, kCount);
}
