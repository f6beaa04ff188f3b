// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyBatchAsync with two attribute entries for a single copy (numAttrs > count): what it
// returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpyBatch, MoreAttrsThanCopiesFails,
    {
        .api = {"cudaMemcpyBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyBatchAsync",
            .quote = "Furthermore, numAttrs must be lesser than or equal to count."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> a(1024), b(1024);
  void* dsts[] = {b.data()};
  const void* srcs[] = {a.data()};
  std::size_t sizes[] = {a.bytes()};
  cudaMemcpyAttributes attrs[2] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  attrs[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  std::size_t attr_idxs[2] = {0, 1};

  cudasem::observe(
      "cudaMemcpyBatchAsync_result", cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, attrs, attr_idxs, 2, stream));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
