// SPDX-License-Identifier: Apache-2.0
// cudaGraphInstantiateWithParams with cudaGraphInstantiateFlagUpload (and an upload stream)
// succeeds, and cudaGraphExecGetFlags does not report the upload flag.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecGetFlags, UploadFlagNotReported,
    {
        .api = {"cudaGraphExecGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecGetFlags",
            .quote =
                "cudaGraphInstantiateFlagUpload will not be returned by this API as it does not affect the resulting executable graph."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  add_write_node(g.get(), {}, d.data(), 1);
  cudaGraphInstantiateParams ip{};
  ip.flags = cudaGraphInstantiateFlagUpload;
  ip.uploadStream = s;
  cudaGraphExec_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphInstantiateWithParams(&raw, g.get(), &ip));
  GraphExec x(raw);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  unsigned long long flags = 99;
  CUDASEM_ASSERT_OK(cudaGraphExecGetFlags(x.get(), &flags));
  cudasem::observe("exec_flags", flags);
  CUDASEM_EXPECT_EQ_NAMED("exec_flags.upload_bit", flags & cudaGraphInstantiateFlagUpload, 0u);
}
