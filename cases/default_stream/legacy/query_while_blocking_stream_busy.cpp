// SPDX-License-Identifier: Apache-2.0
// The legacy stream itself is idle while a gate holds a blocking stream; the docs do not say
// whether querying or synchronizing stream 0 covers the blocking streams: record both.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, QueryWhileBlockingStreamBusy,
    {
        .api = {"cudaStreamQuery", "cudaStreamSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "The legacy default stream is an implicit stream which synchronizes with all other streams in the same CUcontext except for non-blocking streams"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudaError_t query = cudaSuccess;

  auto r = cudasem::call_behind_gate(blocking, [&] { query = cudaStreamQuery(cudaStream_t{}); });
  auto s = cudasem::call_behind_gate(blocking, [&] { CUDASEM_EXPECT_OK(cudaStreamSynchronize(cudaStream_t{})); });

  cudasem::observe("stream0_query_while_blocking_stream_gated", query);
  cudasem::observe("query_returned_before_release", r.returned_before_release);
  cudasem::observe("stream0_synchronize_waited_for_gate", !s.returned_before_release);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
