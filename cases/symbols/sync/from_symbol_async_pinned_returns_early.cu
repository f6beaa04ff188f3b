// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the data arrived, are recorded, not asserted.
// A gate holds a stream and a kernel writing a __device__ array waits behind it;
// cudaMemcpyFromSymbolAsync into pinned memory in that stream returns while the gate holds,
// and after the stream is synchronized the copy shows the kernel's values.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
constexpr int kCount = 4096;
__device__ unsigned g_async_source[kCount];
__global__ void write_source(unsigned value) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < kCount) g_async_source[i] = value;
}
}  // namespace

CUDASEM_CASE(CudaMemcpyFromSymbolAsync, PinnedReturnsEarly,
    {
        .api = {"cudaMemcpyFromSymbolAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromSymbolAsync",
            .quote =
                "cudaMemcpyFromSymbolAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  write_source<<<kCount / 256, 256>>>(0);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::PinnedBuffer<unsigned> host(kCount);
  for (int i = 0; i < kCount; ++i) host[i] = 0;

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    write_source<<<kCount / 256, 256, 0, stream>>>(0xbeef0002u);
    CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, cudaGetLastError());
    CUDASEM_EXPECT_OK(cudaMemcpyFromSymbolAsync(
        host.data(), g_async_source, sizeof(g_async_source), 0, cudaMemcpyDeviceToHost, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  std::size_t ok = 0;
  for (int i = 0; i < kCount; ++i) ok += host[i] == 0xbeef0002u;
  cudasem::observe("all_elements_copied_after_sync", ok == static_cast<std::size_t>(kCount));
}
