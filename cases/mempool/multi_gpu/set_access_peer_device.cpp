// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAccess grants a peer device access to a pool: after a read-write descriptor for
// device 1 on a pool of device 0, cudaMemPoolGetAccess for device 1 reports read-write (the
// value before the call is recorded).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolPeer, SetAccessPeerDevice,
    {
        .api = {"cudaMemPoolSetAccess"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAccess",
            .quote = "Each descriptor instructs the access to enable for a single gpu"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("memoryPoolsSupported") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::mempool;
  int can = 0, pools1 = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 1, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&pools1, cudaDevAttrMemoryPoolsSupported, 1));
  if (can != 1) GTEST_SKIP() << "requires cudaDeviceCanAccessPeer(1, 0) = 1; got " << can;
  if (pools1 != 1) GTEST_SKIP() << "requires memoryPoolsSupported on device 1; got " << pools1;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemLocation dev1 = device_location(1);
  cudaMemAccessFlags before = cudaMemAccessFlagsProtNone, after = cudaMemAccessFlagsProtNone;
  CUDASEM_ASSERT_OK(cudaMemPoolGetAccess(&before, pool.get(), &dev1));
  cudaMemAccessDesc desc{};
  desc.location = dev1;
  desc.flags = cudaMemAccessFlagsProtReadWrite;

  CUDASEM_ASSERT_OK(cudaMemPoolSetAccess(pool.get(), &desc, 1));

  CUDASEM_ASSERT_OK(cudaMemPoolGetAccess(&after, pool.get(), &dev1));
  cudasem::observe("peer_flags_before", static_cast<int>(before));
  CUDASEM_EXPECT_EQ_NAMED("peer_flags_after", after, cudaMemAccessFlagsProtReadWrite);
}
