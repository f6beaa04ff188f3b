// SPDX-License-Identifier: Apache-2.0
// A memset node (4-byte elements, a 2D region with pitch) sets the values when the graph is
// launched and leaves the bytes beyond its width untouched.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemsetNode, SetsValues,
    {
        .api = {"cudaGraphAddMemsetNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemsetNode",
            .quote = "When the graph is launched, the node will perform the memset described by pMemsetParams."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  constexpr size_t kPitch = 16, kWidth = 8, kHeight = 4;  // elements
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> dev(kPitch * kHeight);
  CUDASEM_ASSERT_OK(cudaMemset(dev.data(), 0, dev.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  cudaMemsetParams p{};
  p.dst = dev.data();
  p.pitch = kPitch * sizeof(unsigned);
  p.value = 0xdeadbeef;
  p.elementSize = 4;
  p.width = kWidth;
  p.height = kHeight;
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&n, g.get(), nullptr, 0, &p));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::vector<unsigned> h(kPitch * kHeight);
  CUDASEM_ASSERT_OK(cudaMemcpy(h.data(), dev.data(), dev.bytes(), cudaMemcpyDeviceToHost));
  size_t set = 0, untouched = 0;
  for (size_t r = 0; r < kHeight; ++r)
    for (size_t c = 0; c < kPitch; ++c) {
      if (c < kWidth)
        set += h[r * kPitch + c] == 0xdeadbeef;
      else
        untouched += h[r * kPitch + c] == 0;
    }
  CUDASEM_EXPECT_EQ_NAMED("set_elements", set, kWidth * kHeight);
  CUDASEM_EXPECT_EQ_NAMED("untouched_elements", untouched, (kPitch - kWidth) * kHeight);
}
