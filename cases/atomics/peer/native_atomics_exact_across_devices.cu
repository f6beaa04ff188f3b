// SPDX-License-Identifier: Apache-2.0
// Where the links report native atomics, kernels on both GPUs add with atomicAdd_system to one
// word in device 0's memory at the same time (peer access enabled): no update is lost.
#include "../atomics.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAtomics, NativeAtomicsExactAcrossDevices,
    {
        .api = {"cudaDeviceGetP2PAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetP2PAttribute",
            .quote =
                "cudaDevP2PAttrNativeAtomicSupported: 1 if all native atomic operations over the link are supported."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  namespace a = cudasem::atomics;
  int native_10 = -1, native_01 = -1, can_access = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetP2PAttribute(&native_10, cudaDevP2PAttrNativeAtomicSupported, 1, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetP2PAttribute(&native_01, cudaDevP2PAttrNativeAtomicSupported, 0, 1));
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can_access, 1, 0));
  cudasem::environment("native_atomic_supported_1_to_0", native_10);
  cudasem::environment("native_atomic_supported_0_to_1", native_01);
  cudasem::environment("can_access_peer_1_to_0", can_access);
  if (native_10 != 1 || native_01 != 1 || can_access != 1)
    GTEST_SKIP() << "requires native peer atomics and peer access between devices 0 and 1; native 1->0 = " << native_10
                 << ", 0->1 = " << native_01 << ", canAccessPeer(1, 0) = " << can_access;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> counter(1);
  CUDASEM_ASSERT_TRUE_NAMED("counter.allocated", counter.data() != nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(counter.data(), 0, counter.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudaError_t enabled = cudaDeviceEnablePeerAccess(0, 0);
  CUDASEM_ASSERT_TRUE_NAMED(
      "peer_access.enabled_1_to_0", enabled == cudaSuccess || enabled == cudaErrorPeerAccessAlreadyEnabled)
      << cudasem::error_text(enabled);
  cudasem::last_error(cudasem::LastError::clear);

  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::system>(nullptr, counter.data()));
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(a::launch_add_many<a::Scope::system>(nullptr, counter.data()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  unsigned count = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&count, counter.data(), sizeof count, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("final_counter", count, 2 * a::kDeviceAdds);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(cudaDeviceDisablePeerAccess(0));
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
}
