// SPDX-License-Identifier: Apache-2.0
// The Handbook's reading: under UVA every pinned allocation is portable, so memory from
// cudaHostAlloc WITHOUT the Portable flag (device 0 current) is pinned for device 1 too: a D2H
// cudaMemcpyAsync on device 1 into it returns while a gate holds the stream.
// The RT reading (only Portable memory is pinned for all contexts) is
// multi_gpu.portable.hostalloc_default_pinned_for_other_device_rt.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PortableMemory, HostAllocDefaultPinnedForOtherDeviceHandbook, {
    .id = "multi_gpu.portable.hostalloc_default_pinned_for_other_device_handbook",
    .cite = {.doc = "HANDBOOK", .section = "5.1.2 Portable Pinned Memory",
             .quote = "When UVA is in effect, all pinned memory allocations are portable.",
             .version = "CUDA 5.0 (2013)"},
    .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
    .exclusive = true,
}) {
  constexpr std::size_t n = 1 << 20;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::PinnedBuffer<unsigned> host(n, cudaHostAllocDefault);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> src(n);
  CUDASEM_ASSERT_OK(cudaMemset(src.data(), 0, src.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpyAsync(host.data(), src.data(), src.bytes(), cudaMemcpyDeviceToHost, stream));
  });
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("attempts", r.attempts);
  EXPECT_TRUE(r.returned_before_release) << "device 1 treated non-portable pinned memory as pageable";
}
