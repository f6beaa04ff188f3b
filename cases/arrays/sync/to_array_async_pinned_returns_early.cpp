// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the rows arrived, are recorded, not asserted.
// A gate holds a stream; cudaMemcpy2DToArrayAsync from pinned memory into an array in that
// stream returns while it holds, and the array holds the rows after the stream is synchronized.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DToArrayAsync, FromPinnedReturnsEarly,
    {
        .api = {"cudaMemcpy2DToArrayAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DToArrayAsync",
            .quote =
                "cudaMemcpy2DToArrayAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr std::size_t kW = 1024, kH = 128;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  auto source = cudasem::make_matrix(kW, kW, kH, 73);
  cudasem::PinnedBuffer<unsigned char> host(kW * kH);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = source[i];

  cudasem::arrays::copy_while_gate_holds(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpy2DToArrayAsync(array.get(), 0, 0, host.data(), kW, kW, kH, cudaMemcpyHostToDevice, stream));
  });
  if (HasFatalFailure()) return;

  std::vector<unsigned char> back(kW * kH, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(back.data(), kW, array.get(), 0, 0, kW, kH, cudaMemcpyDeviceToHost));
  cudasem::observe("copy_matches_source_after_sync", back == source);
}
