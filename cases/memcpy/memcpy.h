// SPDX-License-Identifier: Apache-2.0
// Shared by the memcpy cases: bodies that run once per host memory kind or copy direction (the
// parameter): an async pinned copy behind a gate, cudaMemcpyDefault in every direction, and a
// synchronous D2H copy that must wait for a gated fill kernel.
#pragma once

#include <cstddef>

#include "cudasem/cudasem.h"

namespace cudasem::memcpy {

// A gate holds a non-blocking stream; a cudaMemcpyAsync of 1 Mi bytes between pinned and device
// memory (`kind`: cudaMemcpyHostToDevice or cudaMemcpyDeviceToHost) is enqueued behind it.
// Records "returned_before_release", "gate_attempts" and "gate_finished_at_return".
inline void pinned_async_copy_behind_gate(cudaMemcpyKind kind) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> pinned(kCount);
  cudasem::DeviceBuffer<unsigned> device(kCount);
  for (std::size_t i = 0; i < kCount; ++i) pinned[i] = 0;
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const bool to_host = kind == cudaMemcpyDeviceToHost;
  void* dst = to_host ? static_cast<void*>(pinned.data()) : static_cast<void*>(device.data());
  const void* src = to_host ? static_cast<const void*>(device.data()) : static_cast<const void*>(pinned.data());

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { CUDASEM_EXPECT_OK(cudaMemcpyAsync(dst, src, device.bytes(), kind, stream)); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}

// HostBuffer source, copy and result buffers and two device buffers (4096 unsigned); the data
// goes H2D, D2D, D2H and H2H with cudaMemcpyDefault. Records "mismatched_elements".
template <typename HostBuffer>
void default_kind_in_every_direction(unsigned pattern) {
  constexpr std::size_t kCount = 4096;
  HostBuffer source(kCount), host_copy(kCount), result(kCount);
  cudasem::DeviceBuffer<unsigned> a(kCount), b(kCount);
  for (std::size_t i = 0; i < kCount; ++i) {
    source[i] = static_cast<unsigned>(i ^ pattern);
    host_copy[i] = result[i] = 0;
  }
  const std::size_t bytes = kCount * sizeof(unsigned);

  CUDASEM_EXPECT_OK(cudaMemcpy(a.data(), source.data(), bytes, cudaMemcpyDefault));          // H2D
  CUDASEM_EXPECT_OK(cudaMemcpy(b.data(), a.data(), bytes, cudaMemcpyDefault));               // D2D
  CUDASEM_EXPECT_OK(cudaMemcpy(host_copy.data(), b.data(), bytes, cudaMemcpyDefault));       // D2H
  CUDASEM_EXPECT_OK(cudaMemcpy(result.data(), host_copy.data(), bytes, cudaMemcpyDefault));  // H2H

  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < kCount; ++i) mismatches += result[i] != source[i];
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", mismatches, 0u);
}

// A gate holds the legacy stream and a fill kernel waits behind it; a cudaMemcpy D2H into a
// HostBuffer must wait for both and bring the filled data. Records "waited_for_gate" and
// "filled_at_return".
template <typename HostBuffer>
void d2h_complete_on_return() {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::DeviceBuffer<unsigned> device(kCount);
  HostBuffer host(kCount);
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  for (std::size_t i = 0; i < kCount; ++i) host[i] = 0;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::size_t filled_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(nullptr, device.data(), kCount, 0xc0ffee));
    CUDASEM_EXPECT_OK(cudaMemcpy(host.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
    for (std::size_t i = 0; i < kCount; ++i) filled_at_return += static_cast<volatile unsigned&>(host[i]) == 0xc0ffee;
  });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_EQ_NAMED("filled_at_return", filled_at_return, kCount);
}

}  // namespace cudasem::memcpy
