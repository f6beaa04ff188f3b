// SPDX-License-Identifier: Apache-2.0
// Reuse is stream ordered: stream A fills its allocation, is held by a gate, then reads it back
// and frees it; stream B, with no dependency on A, allocates the same size from the same pool
// and fills it meanwhile. A must read back its own data (B never wrote into memory A was still
// using); B's data is intact too. Records whether B got A's address and whether B waited.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, InUseMemoryNotGivenToOtherStream,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Allow cudaMallocAsync to insert new stream dependencies in order to establish the stream ordering required to reuse a piece of memory released by cudaFreeAsync (default enabled)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = (4 * kMiB) / sizeof(unsigned);
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool));
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> host_a(n), host_b(n);
  for (std::size_t i = 0; i < n; ++i) host_a[i] = host_b[i] = 0;
  void* pa = nullptr;
  AsyncAlloc pb;
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);

  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&pa, n * sizeof(unsigned), pool.get(), a));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(a, static_cast<unsigned*>(pa), n, 0xaaaau));
  gate.launch(a);
  CUDASEM_ASSERT_OK(cudaMemcpyAsync(host_a.data(), pa, n * sizeof(unsigned), cudaMemcpyDeviceToHost, a));
  CUDASEM_ASSERT_OK(cudaFreeAsync(pa, a));
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(pb.out(), n * sizeof(unsigned), pool.get(), b));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(b, words(pb), n, 0xbbbbu));
  CUDASEM_ASSERT_OK(cudaMemcpyAsync(host_b.data(), pb.get(), n * sizeof(unsigned), cudaMemcpyDeviceToHost, b));
  probe.enqueue(b);
  cudasem::probe_ran_while_gate_held(gate, probe);  // records whether B waited for A

  std::size_t a_ok = 0, b_ok = 0;
  for (std::size_t i = 0; i < n; ++i) a_ok += host_a[i] == 0xaaaau;
  for (std::size_t i = 0; i < n; ++i) b_ok += host_b[i] == 0xbbbbu;
  cudasem::observe("b_got_a_address", pb.get() == pa);
  CUDASEM_EXPECT_EQ_NAMED("a_read_own_data", a_ok, n) << "stream B wrote into memory stream A was still using";
  CUDASEM_EXPECT_EQ_NAMED("b_read_own_data", b_ok, n);
}
