// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyBatchAsync whose only attribute entry leaves srcAccessOrder at
// cudaMemcpySrcAccessOrderInvalid returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpyBatch, InvalidSrcAccessOrderRejected,
    {
        .api = {"cudaMemcpyBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyBatchAsync",
            .quote =
                "Each memcpy operation in the batch must have a valid cudaMemcpyAttributes corresponding to it including the appropriate srcAccessOrder setting, otherwise the API will return cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> a(1024), b(1024);
  void* dsts[] = {b.data()};
  const void* srcs[] = {a.data()};
  std::size_t sizes[] = {a.bytes()};
  cudaMemcpyAttributes attrs[1] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
  std::size_t attr_idxs[1] = {0};

  CUDASEM_EXPECT_ERROR(cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, attrs, attr_idxs, 1, stream), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
