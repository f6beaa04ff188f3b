// SPDX-License-Identifier: Apache-2.0
// Shared by the apisync cases: the bodies of the H2D cudaMemcpy cases that run once with pageable
// and once with pinned host memory (the host buffer type is the parameter): returns while a gate
// holds a stream, waits for a gated stream, or is ordered after a gated blocking stream.
#pragma once

#include <cstddef>
#include <vector>

#include "cudasem/cudasem.h"

namespace cudasem::apisync {

// A gate holds a non-blocking stream; an H2D cudaMemcpy (legacy stream) of 1 Mi unsigned from a
// HostBuffer must return while it holds, and the data must arrive. Records
// "returned_before_release", "gate_attempts" and "wrong_elements".
template <typename HostBuffer>
void h2d_returns_while_nonblocking_stream_held() {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);
  HostBuffer host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned>(i);

  auto r = cudasem::call_behind_gate_expecting_return(nonblocking,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  std::vector<unsigned> back(host.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.data(), host.bytes(), cudaMemcpyDeviceToHost));
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < back.size(); ++i) wrong += back[i] != static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("wrong_elements", wrong, 0u);
}

// A gate, then a marker kernel writing the destination, in a blocking stream; an H2D cudaMemcpy
// (legacy stream) of 1 Mi unsigned from a HostBuffer must be ordered after them: the destination
// ends with the copied data. Records "words_from_the_copy".
template <typename HostBuffer>
void h2d_ordered_after_blocking_stream() {
  cudasem::Stream blocking(cudaStreamDefault);
  HostBuffer host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(host.size());
  std::vector<unsigned> result(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned>(i);

  cudasem::call_after_gated_marker(blocking, device.data(), device.size(), 0xc0ffee,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice)); });
  CUDASEM_ASSERT_OK(cudaMemcpy(result.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));

  std::size_t copied = 0;
  for (std::size_t i = 0; i < result.size(); ++i) copied += result[i] == static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("words_from_the_copy", copied, result.size())
      << "the gated marker kernel overwrote the copy: the copy ran first";
}

// A gate holds the legacy stream; a 64 KiB H2D cudaMemcpy from a HostBuffer must return while it
// holds. Records "returned_before_release" and "gate_attempts".
template <typename HostBuffer>
void h2d_64kib_returns_while_legacy_stream_held() {
  HostBuffer host(64 * 1024);
  cudasem::DeviceBuffer<unsigned char> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto r = cudasem::call_behind_gate_expecting_return(nullptr,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}

// A gate holds the legacy stream; a 64 KiB H2D cudaMemcpy from a HostBuffer queued behind it must
// return only after the gate's release, at two release delays (100 ms and 1 s). Records the
// return times.
template <typename HostBuffer>
void h2d_64kib_waits_for_legacy_stream() {
  HostBuffer host(64 * 1024);
  cudasem::DeviceBuffer<unsigned char> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto v = cudasem::call_waits_for_gate(nullptr,
      [&] { CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice)); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", v.waited)
      << "the call's return did not follow the legacy-stream gate's release at both delays";
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}

}  // namespace cudasem::apisync
