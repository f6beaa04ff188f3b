// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the rows arrived, are recorded, not asserted.
// A gate holds a stream and a fill kernel waits behind it; cudaMemcpy3DAsync from a
// cudaMalloc3D volume into pinned memory returns while the gate holds, and after the stream
// is synchronized the volume holds the fill (the copy ran after the kernel).
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DAsync, DeviceToPinnedReturnsEarly,
    {
        .api = {"cudaMemcpy3DAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DAsync",
            .quote =
                "cudaMemcpy3DAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudaExtent extent = make_cudaExtent(700, 64, 4);
  const std::size_t rows = extent.height * extent.depth;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Alloc3D device;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(device, extent));
  CUDASEM_ASSERT_OK(cudaMemset(device.ptr.ptr, 0, device.ptr.pitch * rows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const std::size_t words = device.ptr.pitch * rows / sizeof(unsigned);
  cudasem::PinnedBuffer<unsigned char> host(extent.width * rows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;
  cudaMemcpy3DParms parms{};
  parms.srcPtr = device.ptr;
  parms.dstPtr = make_cudaPitchedPtr(host.data(), extent.width, extent.width, extent.height);
  parms.extent = extent;
  parms.kind = cudaMemcpyDeviceToHost;

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudasem::kernels::launch_fill(stream, static_cast<unsigned*>(device.ptr.ptr), words, 0x5d5d5d5du));
    CUDASEM_EXPECT_OK(cudaMemcpy3DAsync(&parms, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  const std::size_t filled = cudasem::count_value(host.data(), extent.width, extent.width, rows, 0x5d);
  cudasem::observe("all_bytes_filled_after_sync", filled == extent.width * rows);
}
