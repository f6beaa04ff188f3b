// SPDX-License-Identifier: Apache-2.0
// Helpers of the pitched-memory cases: the bodies their variants share (the synchronous
// cudaMemcpy2D cases per host-memory kind, a copy between two cudaMalloc3D volumes, one
// cudaMemcpy3DBatchAsync pointer operation, the pitch-over-max arrangement). The owners of
// cudaMallocPitch / cudaMalloc3D memory and the host byte matrices (pattern, padding) are shared
// with the arrays cases: cudasem/pitched_memory.h.
#pragma once

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "cudasem/cudasem.h"
#include "cudasem/pitched_memory.h"

namespace cudasem::pitched {

// Why the cases that read back what cudaMemcpyBatchAsync copied do not run under initcheck.
inline constexpr const char* kInitcheckBatchCopyWrites =
    "compute-sanitizer initcheck does not count the writes of cudaMemcpyBatchAsync: it reports the batch's "
    "destination as uninitialized when the case copies it back (the case checks every word the batch wrote)";

// The device-to-host cudaMemcpy2D cases: a gate holds the legacy stream and a fill kernel
// (0x5d bytes) waits behind it; cudaMemcpy2D from a 1000 x 256 pitched allocation into a zeroed
// HostBuffer (PageableBuffer or PinnedBuffer of bytes) must wait for both and bring the filled
// bytes. Records "waited_for_gate" and "filled_at_return".
template <typename HostBuffer>
void expect_device_to_host_copy2d_complete_on_return() {
  constexpr std::size_t kWidth = 1000, kRows = 256;
  PitchedAlloc device;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(device, kWidth, kRows));
  const std::size_t words = device.pitch * kRows / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaMemset(device.bytes(), 0, device.pitch * kRows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  HostBuffer host(kWidth * kRows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;
  std::size_t filled_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(
        cudasem::kernels::launch_fill(nullptr, reinterpret_cast<unsigned*>(device.bytes()), words, 0x5d5d5d5du));
    CUDASEM_EXPECT_OK(
        cudaMemcpy2D(host.data(), kWidth, device.bytes(), device.pitch, kWidth, kRows, cudaMemcpyDeviceToHost));
    filled_at_return = count_value(host.data(), kWidth, kWidth, kRows, 0x5d);
  });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_EQ_NAMED("filled_at_return", filled_at_return, kWidth * kRows);
}

// The host-to-device cudaMemcpy2D cases: a gate holds the legacy stream; cudaMemcpy2D from a
// HostBuffer (PageableBuffer or PinnedBuffer of bytes) of `rows` rows of 1000 bytes into a pitched
// allocation must return only after the gate's release (call_waits_for_gate: "waited_for_gate").
template <typename HostBuffer>
void expect_host_to_device_copy2d_waits_for_gate(std::size_t rows) {
  constexpr std::size_t kWidth = 1000;
  PitchedAlloc device;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(device, kWidth, rows));
  HostBuffer host(kWidth * rows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto v = cudasem::call_waits_for_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpy2D(device.bytes(), device.pitch, host.data(), kWidth, kWidth, rows, cudaMemcpyHostToDevice));
  });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", v.waited);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}

// The volume-copy cases: two cudaMalloc3D volumes of `extent`, the first holding the pattern of
// `seed`; copy(src, dst, extent) makes the checked copy from the first to the second; the second,
// read back, must hold the pattern in every row of every slice (the verdict "row_bytes.matching_source":
// the bytes that do). Its arrangement ASSERTs (the case ends after it).
template <typename Copy>
void expect_volume_copied(cudaExtent extent, unsigned seed, Copy copy) {
  const std::size_t rows = extent.height * extent.depth;
  Alloc3D a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(b, extent));
  CUDASEM_ASSERT_OK(cudasem::zero_fill(b, extent));  // its row padding is read back too
  auto source = make_matrix(a.ptr.pitch, extent.width, rows, seed);
  CUDASEM_ASSERT_OK(cudaMemcpy(a.ptr.ptr, source.data(), source.size(), cudaMemcpyHostToDevice));

  copy(a.ptr, b.ptr, extent);

  std::vector<unsigned char> back(b.ptr.pitch * rows);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), b.ptr.ptr, back.size(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("row_bytes.matching_source",
      count_pattern(back.data(), b.ptr.pitch, extent.width, rows, seed), extent.width * rows);
}

// One cudaMemcpy3DBatchAsync operation between two device pointers (pointer operands with
// tightly packed rows) of `extent` with `order`.
inline cudaMemcpy3DBatchOp pointer_op(void* src, void* dst, cudaExtent extent, cudaMemcpySrcAccessOrder order) {
  cudaMemcpy3DBatchOp op{};
  op.src.type = cudaMemcpyOperandTypePointer;
  op.src.op.ptr.ptr = src;
  op.dst.type = cudaMemcpyOperandTypePointer;
  op.dst.op.ptr.ptr = dst;
  op.extent = extent;
  op.srcAccessOrder = order;
  return op;
}

// The cudaMemcpy3DBatchAsync argument cases: a non-blocking stream, two 4096-byte device buffers
// and one pointer_op between them of `extent` with `order`; call(&op, stream) makes the checked
// call; the last error is then cleared and the stream must synchronize.
template <typename Call>
void with_batch_op_in_stream(cudaExtent extent, cudaMemcpySrcAccessOrder order, Call call) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned char> src(4096), dst(4096);
  cudaMemcpy3DBatchOp op = pointer_op(src.data(), dst.data(), extent, order);

  call(&op, stream.get());

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}

// The pitch-over-max cases: sets `pitch` to the device's maxPitch + 1 (the environment fact
// "max_pitch") and skips the case unless the device has room for a real destination of two such
// rows. The case returns after it when HasFatalFailure() or IsSkipped().
inline void over_max_pitch_with_room(std::size_t& pitch) {
  int max_pitch = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_pitch, cudaDevAttrMaxPitch, 0));
  cudasem::environment("max_pitch", max_pitch);
  pitch = static_cast<std::size_t>(max_pitch) + 1;
  std::size_t free_bytes = 0, total = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_bytes, &total));
  if (pitch + 4096 > free_bytes / 2)
    GTEST_SKIP() << "requires " << pitch + 4096 << " free bytes for a real destination; device has " << free_bytes;
}

}  // namespace cudasem::pitched
