// SPDX-License-Identifier: Apache-2.0
// A gate holds a stream; cudaMemcpyBatchAsync from pageable memory with
// cudaMemcpySrcAccessOrderDuringApiCall has read the source when it returns (the flag removes the
// need to synchronize the stream after the call, so the source is the caller's again): the source
// is overwritten right after the call, and the destination still gets the original values.
#include "../pitched.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(PitchedMemcpyBatch, DuringApiCallSourceReadOnReturn,
    {
        .api = {"cudaMemcpyBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpySrcAccessOrder (cudaMemcpySrcAccessOrderDuringApiCall)",
            .quote =
                "Specifying this flag allows the driver to optimize the copy and removes the need for the user to synchronize the stream after the API call."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::pitched::kInitcheckBatchCopyWrites}},
    }) {
  constexpr std::size_t kCount = 1 << 16;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> device(kCount);
  cudasem::PageableBuffer<unsigned> source(kCount);
  for (std::size_t i = 0; i < kCount; ++i) source[i] = static_cast<unsigned>(i + 5);
  void* dsts[] = {device.data()};
  const void* srcs[] = {source.data()};
  std::size_t sizes[] = {source.bytes()};
  cudaMemcpyAttributes attrs[1] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderDuringApiCall;
  std::size_t attr_idxs[1] = {0};

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, attrs, attr_idxs, 1, stream));
    for (std::size_t i = 0; i < kCount; ++i) static_cast<volatile unsigned&>(source[i]) = 0xdeadbeefu;
  });
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::vector<unsigned> back(kCount);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
  std::size_t original = 0;
  for (std::size_t i = 0; i < kCount; ++i) original += back[i] == i + 5;
  cudasem::observe("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("elements_with_original_value", original, kCount);
}
