// SPDX-License-Identifier: Apache-2.0
// Portable memory allocated while device 0 is current is pinned for device 1 as well: a D2H
// cudaMemcpyAsync issued on device 1 into it is asynchronous (returns while a gate holds the
// stream), as the SYNC page promises for pinned destinations only.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PortableMemory, HostAllocPortablePinnedForOtherDevice, {
    .api = {"cudaHostAlloc"},
    .cite = {.doc = "RT", .section = "cudaHostAlloc",
             .quote = "cudaHostAllocPortable: The memory returned by this call will be considered as pinned memory by all CUDA contexts, not just the one that performed the allocation."},
    .needs = {cudasem::gpus(2)},
    .exclusive = true,
}) {
  constexpr std::size_t n = 1 << 20;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::PinnedBuffer<unsigned> host(n, cudaHostAllocPortable);
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
  cudasem::measure("gate_attempts", r.attempts);
  EXPECT_TRUE(r.returned_before_release) << "the D2H copy on device 1 waited as for pageable memory";
}
