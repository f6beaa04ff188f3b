// SPDX-License-Identifier: Apache-2.0
// Characterization: GPU atomicAdd_system and host atomic adds on the same mapped pinned word at
// the same time; records lost updates, whether the kernel was still running when the host
// finished, and hostNativeAtomicSupported.
#include "../atomics.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MappedAtomics, ConcurrentHostAndDeviceUpdates,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.6.3. Mapped Memory",
            .quote =
                "Note that atomic functions (see Atomic Functions) operating on mapped page-locked memory are not atomic from the point of view of the host or other devices."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
        .intentional_faults = {{"memcheck",
            "it performs system-scope atomics on mapped pinned host memory on purpose, to characterize them where hostNativeAtomicSupported is 0 (libcu++'s scope rules do not make them atomic there); memcheck reports each as an invalid system-scoped atomic"}},
    }) {
  namespace a = cudasem::atomics;
  constexpr unsigned kHostAdds = 1u << 16;
  int host_native = -1;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&host_native, cudaDevAttrHostNativeAtomicSupported, 0));
  cudasem::PinnedBuffer<unsigned> counter(1, cudaHostAllocMapped);
  ASSERT_NE(counter.data(), nullptr);
  counter[0] = 0;
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::system>(stream, counter.data()));
  a::host_add_many(counter.data(), kHostAdds);
  const bool kernel_running_after_host = cudaStreamQuery(stream) == cudaErrorNotReady;
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  const unsigned expected = a::kDeviceAdds + kHostAdds;
  cudasem::environment("host_native_atomic_supported", host_native);
  cudasem::measure(
      "kernel_running_after_host_adds", static_cast<int>(kernel_running_after_host));  // races with the kernel
  cudasem::measure("final_counter", counter[0]);
  cudasem::observe("expected_counter", expected);
  cudasem::measure("lost_updates", static_cast<std::int64_t>(expected) - static_cast<std::int64_t>(counter[0]));
}
