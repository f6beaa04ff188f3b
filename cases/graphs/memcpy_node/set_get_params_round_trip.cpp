// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemcpyNodeGetParams returns the parameters last set with cudaGraphMemcpyNodeSetParams.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphMemcpyNodeGetParams, ReturnsSetParams,
    {
        .api = {"cudaGraphMemcpyNodeGetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphMemcpyNodeGetParams",
            .quote = "Returns the parameters of memcpy node node in pNodeParams."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> a(256), b(256);
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&n, g.get(), nullptr, 0, b.data(), a.data(), 64, cudaMemcpyDeviceToDevice));
  cudaMemcpy3DParms p{};
  p.srcPtr = pitched(b.data(), 256, 256, 1);
  p.dstPtr = pitched(a.data(), 256, 256, 1);
  p.extent = extent(128, 1, 1);
  p.kind = cudaMemcpyDeviceToDevice;
  CUDASEM_ASSERT_OK(cudaGraphMemcpyNodeSetParams(n, &p));
  cudaMemcpy3DParms got{};
  CUDASEM_ASSERT_OK(cudaGraphMemcpyNodeGetParams(n, &got));
  CUDASEM_EXPECT_TRUE_NAMED("src_ptr.round_trips", got.srcPtr.ptr == static_cast<void*>(b.data()));
  CUDASEM_EXPECT_TRUE_NAMED("dst_ptr.round_trips", got.dstPtr.ptr == static_cast<void*>(a.data()));
  CUDASEM_EXPECT_EQ_NAMED("extent_width", got.extent.width, 128u);
}
