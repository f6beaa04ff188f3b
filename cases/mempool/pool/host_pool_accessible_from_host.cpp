// SPDX-License-Identifier: Apache-2.0
// A pool created with cudaMemLocationTypeHost is accessible from the host by default:
// cudaMemPoolGetAccess for the host location reports read-write, and the host reads back what
// it wrote into an allocation from the pool.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, HostPoolAccessibleFromHost,
    {
        .api = {"cudaMemPoolCreate"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote =
                "In the case of pools created with cudaMemLocationTypeHostNuma or cudaMemLocationTypeHost, their default accessibility will be from the host CPU."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1, cudasem::attr("hostMemoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = kMiB / sizeof(unsigned);
  cudaMemPoolProps props = device_pool_props(0);
  props.location.type = cudaMemLocationTypeHost;
  MemPool pool = make_pool(props);
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;
  ASSERT_NO_FATAL_FAILURE(allocate_from(pool, s, mem, n * sizeof(unsigned)));
  cudaMemLocation host{};
  host.type = cudaMemLocationTypeHost;
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;

  CUDASEM_ASSERT_OK(cudaMemPoolGetAccess(&flags, pool.get(), &host));

  CUDASEM_ASSERT_EQ_NAMED("host_access_flags", flags, cudaMemAccessFlagsProtReadWrite)
      << "the host location has no read-write access";
  volatile unsigned* p = words(mem);
  for (std::size_t i = 0; i < n; ++i) p[i] = static_cast<unsigned>(i) ^ 0x5a5au;
  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += p[i] == (static_cast<unsigned>(i) ^ 0x5a5au);
  CUDASEM_EXPECT_EQ_NAMED("host_words_read_back", ok, n);
}
