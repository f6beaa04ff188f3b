// SPDX-License-Identifier: Apache-2.0
// Characterization: device-scope atomicAdd (not _system) and host atomic adds on the same managed
// word at the same time; device scope does not cover the host, so lost updates are recorded.
#include "../atomics.h"
#include "cudasem/cudasem.h"
#include "cudasem/managed_memory.h"

CUDASEM_CASE(ManagedAtomics, HostAndDeviceScopeConcurrentUpdates,
    {
        .api = {"cudaMallocManaged"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.14. Atomic Functions",
            .quote =
                "Atomic APIs without a suffix (example: atomicAdd) are atomic at scope cuda::thread_scope_device."},
        .claim = cudasem::Claim::hedge,
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

  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::device>(stream, counter));
  a::host_add_many(counter, kHostAdds);
  const bool kernel_running_after_host = cudaStreamQuery(stream) == cudaErrorNotReady;
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  const unsigned expected = a::kDeviceAdds + kHostAdds;
  cudasem::measure(
      "kernel_running_after_host_adds", static_cast<int>(kernel_running_after_host));  // races with the kernel
  cudasem::measure("final_counter", *counter);
  cudasem::measure("lost_updates", static_cast<std::int64_t>(expected) - static_cast<std::int64_t>(*counter));
}
