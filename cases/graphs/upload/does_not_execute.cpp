// SPDX-License-Identifier: Apache-2.0
// cudaGraphUpload does not run the graph: after the upload completes the host node has not been
// called and the kernel has not written; a launch then runs both.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphUpload, DoesNotExecute,
    {
        .api = {"cudaGraphUpload"},
        .cite = {.doc = "RT",
            .section = "cudaGraphUpload",
            .quote = "Uploads hGraphExec to the device in hStream without executing it."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  HostLog log;
  HostTag tag{&log, 1};
  cudaHostNodeParams hp = tag.params();
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 5);
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), &k, 1, &hp));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphUpload(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const int calls_after_upload = log.count.load();
  const unsigned value_after_upload = read_device(d.data());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  CUDASEM_EXPECT_EQ_NAMED("calls_after_upload", calls_after_upload, 0);
  CUDASEM_EXPECT_EQ_NAMED("value_after_upload", value_after_upload, 0u);
  CUDASEM_EXPECT_EQ_NAMED("calls_after_launch", log.count.load(), 1);
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", read_device(d.data()), 5u);
}
