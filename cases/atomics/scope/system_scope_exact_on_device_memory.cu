// SPDX-License-Identifier: Apache-2.0
// atomicAdd_system on cudaMalloc memory accessed only by the threads of one GPU: the count is
// exact (system scope includes the device's own threads).
#include "../atomics.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(AtomicScope, SystemScopeExactOnDeviceMemory,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.14. Atomic Functions",
            .quote =
                "Atomic APIs with _system suffix (example: atomicAdd_system) are atomic at scope cuda::thread_scope_system if they meet particular conditions."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace a = cudasem::atomics;
  cudasem::DeviceBuffer<unsigned> counter(1);
  ASSERT_NE(counter.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(counter.data(), 0, counter.bytes()));

  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::system>(nullptr, counter.data()));
  unsigned count = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&count, counter.data(), sizeof count, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("final_counter", count, a::kDeviceAdds);
}
