// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyBatchAsync into the legacy NULL stream (stream 0 in this default compile mode): what it
// returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpyBatch, LegacyStreamFails,
    {
        .api = {"cudaMemcpyBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyBatchAsync",
            .quote = "hStream - The stream to enqueue the operations in. Must not be legacy NULL stream."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::DeviceBuffer<unsigned> a(1024), b(1024);
  void* dsts[] = {b.data()};
  const void* srcs[] = {a.data()};
  std::size_t sizes[] = {a.bytes()};
  cudaMemcpyAttributes attrs[1] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  std::size_t attr_idxs[1] = {0};

  cudasem::observe(
      "cudaMemcpyBatchAsync_result", cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, attrs, attr_idxs, 1, cudaStream_t{}));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
