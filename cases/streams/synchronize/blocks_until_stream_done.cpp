// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamSynchronize, BlocksUntilStreamDone,
    {
        .api = {"cudaStreamSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaStreamSynchronize",
            .quote = "Blocks until stream has completed all operations."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaError_t query_at_return = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
    query_at_return = cudaStreamQuery(stream);
  });

  CUDASEM_EXPECT_EQ_NAMED("returned_before_release", r.returned_before_release, false);
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_ERROR_OF(cudaStreamQuery, query_at_return, cudaSuccess);
}
