// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyBatchAsync whose first attrsIdxs entry is 1 instead of 0: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpyBatch, FirstAttrIndexNonZeroFails,
    {
        .api = {"cudaMemcpyBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyBatchAsync",
            .quote = "Note that the first entry in attrsIdxs must always be 0."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> a(1024), b(1024), c(1024), d(1024);
  void* dsts[] = {b.data(), d.data()};
  const void* srcs[] = {a.data(), c.data()};
  std::size_t sizes[] = {a.bytes(), c.bytes()};
  cudaMemcpyAttributes attrs[1] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  std::size_t attr_idxs[1] = {1};

  cudasem::observe(
      "cudaMemcpyBatchAsync_result", cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, attr_idxs, 1, stream));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
