// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the rows arrived, are recorded, not asserted.
// A gate holds a stream; cudaMemcpy2DFromArrayAsync from an array into pinned memory in that
// stream returns while it holds, and the rows arrive after the stream is synchronized.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DFromArrayAsync, ToPinnedReturnsEarly,
    {
        .api = {"cudaMemcpy2DFromArrayAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DFromArrayAsync",
            .quote =
                "cudaMemcpy2DFromArrayAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr std::size_t kW = 1024, kH = 128;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  auto source = cudasem::make_matrix(kW, kW, kH, 71);
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, source.data(), kW, kW, kH, cudaMemcpyHostToDevice));
  // The pageable copy may return before its DMA is done, in the legacy stream, which the
  // non-blocking stream does not wait for.
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::PinnedBuffer<unsigned char> host(kW * kH);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;

  cudasem::arrays::copy_while_gate_holds(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpy2DFromArrayAsync(host.data(), kW, array.get(), 0, 0, kW, kH, cudaMemcpyDeviceToHost, stream));
  });
  if (HasFatalFailure()) return;

  cudasem::observe("all_bytes_copied_after_sync", cudasem::count_pattern(host.data(), kW, kW, kH, 71) == kW * kH);
}
