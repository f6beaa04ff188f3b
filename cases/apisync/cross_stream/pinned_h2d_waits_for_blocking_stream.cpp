// SPDX-License-Identifier: Apache-2.0
// A gate, then a marker kernel writing the destination, in a blocking stream; a pinned H2D
// cudaMemcpy (legacy stream) must be ordered after them: the destination ends with the copied data.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyCrossStream, PinnedH2DWaitsForBlockingStream, {
    .api = {"cudaMemcpy"},
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::PinnedBuffer<unsigned> host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  std::vector<unsigned> result(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned>(i);

  cudasem::call_after_gated_marker(blocking, device.data(), device.size(), 0xc0ffee, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  });
  CUDASEM_ASSERT_OK(cudaMemcpy(result.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));

  std::size_t copied = 0;
  for (std::size_t i = 0; i < result.size(); ++i) copied += result[i] == static_cast<unsigned>(i);
  cudasem::observe("words_from_the_copy", copied);
  EXPECT_EQ(copied, result.size()) << "the gated marker kernel overwrote the copy: the copy ran first";
}
