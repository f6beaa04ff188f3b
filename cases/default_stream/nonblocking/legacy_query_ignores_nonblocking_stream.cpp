// SPDX-License-Identifier: Apache-2.0
// Only a non-blocking stream has pending work (a gate); stream 0 has none, so querying it
// reports completion while the gate holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(NonBlockingStream, LegacyQueryIgnoresIt,
    {
        .api = {"cudaStreamQuery"},
        .cite = {.doc = "RT",
            .section = "cudaStreamQuery",
            .quote = "Returns cudaSuccess if all operations in stream have completed"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);
  cudaError_t query = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate_expecting_return(nonblocking, [&] { query = cudaStreamQuery(cudaStream_t{}); });

  cudasem::observe("stream0_query", query);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_OK_OF(cudaStreamQuery, query);
  cudasem::last_error(cudasem::LastError::clear);
}
