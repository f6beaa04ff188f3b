// SPDX-License-Identifier: Apache-2.0
// The Programming Guide's example: a kernel's atomicAdd_system and the host's atomic add update
// the same managed word at the same time, and no update is lost.
#include "../atomics.h"
#include "cudasem/cudasem.h"
#include "cudasem/managed_memory.h"

CUDASEM_CASE(ManagedAtomics, HostAndDeviceSystemAtomicsExact,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.14. Atomic Functions",
            .quote =
                "In the following example both the CPU and the GPU atomically update an integer value at address addr:"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
        .timeout_s = 120,
    }) {
  namespace a = cudasem::atomics;
  constexpr unsigned kHostAdds = 1u << 12;
  cudasem::ManagedBuffer<unsigned> managed_counter(1);
  unsigned* counter = managed_counter.data();
  CUDASEM_ASSERT_TRUE_NAMED("managed_counter.allocated", counter != nullptr);
  *counter = 0;
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::system>(stream, counter));
  a::host_add_many(counter, kHostAdds);
  const bool kernel_running_after_host = cudaStreamQuery(stream) == cudaErrorNotReady;
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  const unsigned expected = a::kDeviceAdds + kHostAdds;
  cudasem::measure(
      "kernel_running_after_host_adds", static_cast<int>(kernel_running_after_host));  // races with the kernel
  cudasem::observe("final_counter", *counter);
  CUDASEM_EXPECT_EQ_NAMED("expected_counter", expected, *counter);
}
