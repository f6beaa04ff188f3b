// SPDX-License-Identifier: Apache-2.0
// Device-scope atomicAdd from many threads of one GPU on mapped pinned memory that the host does
// not touch meanwhile: the count is exact.
#include "../atomics.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MappedAtomics, DeviceScopeExactAmongGpuThreads,
    {
        .api = {"cudaHostAlloc", "cudaHostGetDevicePointer"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.14. Atomic Functions",
            .quote =
                "Atomic APIs without a suffix (example: atomicAdd) are atomic at scope cuda::thread_scope_device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  namespace a = cudasem::atomics;
  cudasem::PinnedBuffer<unsigned> counter(1, cudaHostAllocMapped);
  ASSERT_NE(counter.data(), nullptr);
  counter[0] = 0;
  unsigned* device_counter = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&device_counter), counter.data(), 0));

  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::device>(nullptr, device_counter));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("expected_counter", a::kDeviceAdds);
  CUDASEM_EXPECT_EQ_NAMED("final_counter", counter[0], a::kDeviceAdds);
}
