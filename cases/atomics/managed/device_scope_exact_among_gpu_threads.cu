// SPDX-License-Identifier: Apache-2.0
// Managed memory supports the native atomics of every processor: atomicAdd from many threads of
// one GPU on a managed word gives an exact count.
#include "../atomics.h"
#include "cudasem/cudasem.h"
#include "cudasem/managed_memory.h"

CUDASEM_CASE(ManagedAtomics, DeviceScopeExactAmongGpuThreads,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1. Unified Memory Introduction",
            .quote =
                "A single unified memory pool, that is, a single pointer value enables all processors in the system (all CPUs, all GPUs, etc.) to access this memory with all of their native memory operations (pointer dereferences, atomics, etc.)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace a = cudasem::atomics;
  cudasem::ManagedBuffer<unsigned> managed_counter(1);
  unsigned* counter = managed_counter.data();
  CUDASEM_ASSERT_TRUE_NAMED("managed_counter.allocated", counter != nullptr);
  *counter = 0;

  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::device>(nullptr, counter));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("expected_counter", a::kDeviceAdds);
  CUDASEM_EXPECT_EQ_NAMED("final_counter", *counter, a::kDeviceAdds);
}
