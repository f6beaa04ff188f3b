// SPDX-License-Identifier: Apache-2.0
// With device 0 current, cudaMemcpyAsync into a stream created on device 1 succeeds and copies
// (host -> device 1 memory -> host).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CrossDeviceStreams, MemcpyIntoOtherDeviceStreamSucceeds,
    {
        .api = {"cudaMemcpyAsync"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.3. Stream and Event Behavior",
            .quote =
                "A memory copy will succeed even if it is issued to a stream that is not associated to the current device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  constexpr std::size_t n = 1 << 16;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> on1(n);
  cudasem::PinnedBuffer<unsigned> in(n), out(n);
  for (std::size_t i = 0; i < n; ++i) {
    in[i] = static_cast<unsigned>(i * 11);
    out[i] = 0;
  }
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t up = cudaMemcpyAsync(on1.data(), in.data(), in.bytes(), cudaMemcpyHostToDevice, s1);
  cudaError_t down = cudaMemcpyAsync(out.data(), on1.data(), out.bytes(), cudaMemcpyDeviceToHost, s1);
  cudaError_t sync = cudaStreamSynchronize(s1);

  {
    cudasem::CheckLabel label("host_to_device");
    CUDASEM_EXPECT_ERROR_OF(cudaMemcpyAsync, up, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("device_to_host");
    CUDASEM_EXPECT_OK_OF(cudaMemcpyAsync, down);
  }
  CUDASEM_EXPECT_OK_OF(cudaStreamSynchronize, sync);
  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += out[i] == static_cast<unsigned>(i * 11);
  CUDASEM_EXPECT_EQ_NAMED("round_trip_words.matching", ok, n);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
}
