// SPDX-License-Identifier: Apache-2.0
// The pointer type says how memory was allocated, not where it is: managed memory prefetched
// to the host, then to the device, reports cudaMemoryTypeManaged both times.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedPointerAttributes, TypeUnchangedByPrefetch,
    {
        .api = {"cudaMemPrefetchAsync", "cudaPointerGetAttributes"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.5. Pointer Attributes",
            .quote =
                "Pointer attributes do not state where the memory resides, they state how the memory was allocated or registered."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaPointerAttributes on_host{}, on_device{};

  CUDASEM_ASSERT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::host_location(), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  CUDASEM_EXPECT_OK(cudaPointerGetAttributes(&on_host, buffer.data()));
  CUDASEM_ASSERT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  CUDASEM_EXPECT_OK(cudaPointerGetAttributes(&on_device, buffer.data()));

  CUDASEM_EXPECT_EQ_NAMED("type_after_host_prefetch", on_host.type, cudaMemoryTypeManaged);
  CUDASEM_EXPECT_EQ_NAMED("type_after_device_prefetch", on_device.type, cudaMemoryTypeManaged);
}
