// SPDX-License-Identifier: Apache-2.0
// Characterization: whether cudaGraphUpload into another stream returns while a launch of the same
// executable graph is still held behind a gate (uploads are ordered behind earlier launches on the
// device; the call itself is not promised to wait or not).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphUpload, ReturnsWhileEarlierLaunchHeld,
    {
        .api = {"cudaGraphUpload"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphUpload",
            .quote =
                "Each upload is ordered behind both any previous work in hStream and any previous launches of hGraphExec."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream gated(cudaStreamNonBlocking), other(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  add_write_node(g.get(), {}, d.data(), 1);
  GraphExec x = instantiate(g.get());
  cudaError_t upload = cudaSuccess;
  auto r = cudasem::call_behind_gate_expecting_return(gated, [&] {
    CUDASEM_EXPECT_OK(cudaGraphLaunch(x.get(), gated));
    upload = cudaGraphUpload(x.get(), other);
  });
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  cudasem::observe("upload_result", upload);
  cudasem::observe("upload_returned_while_gate_held", r.returned_before_release);
}
