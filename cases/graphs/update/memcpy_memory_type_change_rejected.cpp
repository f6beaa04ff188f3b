// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecUpdate of a device-to-device memcpy node to a device-to-pinned-host copy (the
// destination's memory type changes) is not performed: cudaErrorGraphExecUpdateFailure and a
// failure result (the result code and error node are recorded).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecUpdate, MemcpyMemoryTypeChangeRejected,
    {
        .api = {"cudaGraphExecUpdate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecUpdate",
            .quote =
                "Changing either the source or destination memory type(i.e. CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_ARRAY, etc.) is not supported."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> src(64), dst(64);
  cudasem::PinnedBuffer<unsigned> host(64);
  Graph g1 = make_graph(), g2 = make_graph();
  cudaGraphNode_t c1 = nullptr, c2 = nullptr;
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&c1, g1.get(), nullptr, 0, dst.data(), src.data(), 256, cudaMemcpyDeviceToDevice));
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&c2, g2.get(), nullptr, 0, host.data(), src.data(), 256, cudaMemcpyDeviceToHost));
  GraphExec x = instantiate(g1.get());
  cudaGraphExecUpdateResultInfo info{};
  cudaError_t r = cudaGraphExecUpdate(x.get(), g2.get(), &info);
  CUDASEM_EXPECT_ERROR_OF(cudaGraphExecUpdate, r, cudaErrorGraphExecUpdateFailure);
  cudasem::observe("error_node_is_new_node", info.errorNode == c2);
  CUDASEM_EXPECT_TRUE_NAMED("update_result_not_success", info.result != cudaGraphExecUpdateSuccess);
  cudasem::observe("update_result", static_cast<int>(info.result));
}
