// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the rows arrived, are recorded, not asserted.
// A gate holds a stream and a fill kernel waits behind it; cudaMemcpy2DAsync into pinned
// memory in that stream returns while the gate holds, and after the stream is synchronized
// the rows hold the fill (the copy ran after the kernel).
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DAsync, DeviceToPinnedReturnsEarly,
    {
        .api = {"cudaMemcpy2DAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DAsync",
            .quote =
                "cudaMemcpy2DAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr std::size_t kWidth = 1000, kRows = 256;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PitchedAlloc device;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(device, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudaMemset(device.bytes(), 0, device.pitch * kRows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const std::size_t words = device.pitch * kRows / sizeof(unsigned);
  cudasem::PinnedBuffer<unsigned char> host(kWidth * kRows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudasem::kernels::launch_fill(stream, reinterpret_cast<unsigned*>(device.bytes()), words, 0x5d5d5d5du));
    CUDASEM_EXPECT_OK(cudaMemcpy2DAsync(
        host.data(), kWidth, device.bytes(), device.pitch, kWidth, kRows, cudaMemcpyDeviceToHost, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const std::size_t filled = cudasem::count_value(host.data(), kWidth, kWidth, kRows, 0x5d);
  cudasem::observe("all_bytes_filled_after_sync", filled == kWidth * kRows);
}
