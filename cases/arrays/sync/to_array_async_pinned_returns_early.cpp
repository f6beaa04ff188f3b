// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the rows arrived, are recorded, not asserted.
// A gate holds a stream; cudaMemcpy2DToArrayAsync from pinned memory into an array in that
// stream returns while it holds, and the array holds the rows after the stream is synchronized.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DToArrayAsync, FromPinnedReturnsEarly, {
    .api = {"cudaMemcpy2DToArrayAsync"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMemcpy2DToArrayAsync",
             .quote = "cudaMemcpy2DToArrayAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
}) {
  namespace a = cudasem_cases::arrays;
  namespace p = cudasem_cases::pitched;
  constexpr std::size_t kW = 1024, kH = 128;
  cudasem::Stream stream(cudaStreamNonBlocking);
  a::Array array;
  CUDASEM_ASSERT_OK(a::malloc_array(array, a::uchar1_desc(), kW, kH));
  auto source = p::make_matrix(kW, kW, kH, 73);
  cudasem::PinnedBuffer<unsigned char> host(kW * kH);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = source[i];

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2DToArrayAsync(array.get(), 0, 0, host.data(), kW, kW, kH,
                                               cudaMemcpyHostToDevice, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  std::vector<unsigned char> back(kW * kH, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(back.data(), kW, array.get(), 0, 0, kW, kH, cudaMemcpyDeviceToHost));
  cudasem::observe("copy_matches_source_after_sync", back == source);
}
