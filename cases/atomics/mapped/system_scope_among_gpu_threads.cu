// SPDX-License-Identifier: Apache-2.0
// Characterization: atomicAdd_system from many threads of one GPU on mapped pinned memory (system
// scope holds there only under conditions); records the count and hostNativeAtomicSupported.
#include "../atomics.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MappedAtomics, SystemScopeAmongGpuThreads,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.14. Atomic Functions",
            .quote =
                "Atomic APIs with _system suffix (example: atomicAdd_system) are atomic at scope cuda::thread_scope_system if they meet particular conditions."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
        .intentional_faults = {{"memcheck",
            "it performs system-scope atomics on mapped pinned host memory on purpose, to characterize them where hostNativeAtomicSupported is 0 (libcu++'s scope rules do not make them atomic there); memcheck reports each as an invalid system-scoped atomic"}},
    }) {
  namespace a = cudasem::atomics;
  int host_native = -1;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&host_native, cudaDevAttrHostNativeAtomicSupported, 0));
  cudasem::PinnedBuffer<unsigned> counter(1, cudaHostAllocMapped);
  ASSERT_NE(counter.data(), nullptr);
  counter[0] = 0;

  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::system>(nullptr, counter.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::environment("host_native_atomic_supported", host_native);
  cudasem::observe("final_counter", counter[0]);
  cudasem::observe("expected_counter", a::kDeviceAdds);
  cudasem::observe("counter_exact", counter[0] == a::kDeviceAdds);
}
