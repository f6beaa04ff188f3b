// SPDX-License-Identifier: Apache-2.0
// A gate, then a marker kernel, in a blocking stream; a D2H cudaMemcpy (legacy stream) of the
// marked buffer must be ordered after them: the copied bytes show the marker.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyCrossStream, D2HWaitsForBlockingStream,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::PageableBuffer<unsigned> host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;

  cudasem::call_after_gated_marker(blocking, device.data(), device.size(), 0xc0ffee,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device.data(), host.bytes(), cudaMemcpyDeviceToHost)); });

  std::size_t marked = 0;
  for (std::size_t i = 0; i < host.size(); ++i) marked += host[i] == 0xc0ffee;
  CUDASEM_EXPECT_EQ_NAMED("copied_words_showing_marker", marked, host.size())
      << "the copy ran before the blocking stream's gated marker kernel";
}
