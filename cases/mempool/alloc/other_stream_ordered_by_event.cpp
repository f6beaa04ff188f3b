// SPDX-License-Identifier: Apache-2.0
// An event makes the allocation usable from another stream: stream A allocates behind a gate
// and fills the memory; stream B waits for an event recorded after the fill and copies the
// memory out. The copy shows the fill, so B's use was ordered after A's allocation.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, OtherStreamOrderedByEvent,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote =
                "Stream query, stream synchronize, and CUDA events can be used to guarantee that the allocation operation completes before work submitted in a separate stream runs."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  constexpr std::size_t n = cudasem::mempool::kMiB / sizeof(unsigned);
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudasem::Event allocated(cudaEventDisableTiming);
  cudasem::PinnedBuffer<unsigned> host(n);
  for (std::size_t i = 0; i < n; ++i) host[i] = 0;
  cudasem::mempool::AsyncAlloc mem;
  cudasem::Gate gate;

  gate.launch(a);
  CUDASEM_ASSERT_OK(cudaMallocAsync(mem.out(), n * sizeof(unsigned), a));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(a, cudasem::mempool::words(mem), n, 0xa110cu));
  CUDASEM_EXPECT_OK(cudaEventRecord(allocated, a));
  CUDASEM_EXPECT_OK(cudaStreamWaitEvent(b, allocated, 0));
  CUDASEM_EXPECT_OK(cudaMemcpyAsync(host.data(), mem.get(), n * sizeof(unsigned), cudaMemcpyDeviceToHost, b));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(b));

  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += host[i] == 0xa110cu;
  CUDASEM_EXPECT_EQ_NAMED("words_with_fill", ok, n) << "stream B's copy did not see stream A's fill";
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
