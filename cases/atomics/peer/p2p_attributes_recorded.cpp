// SPDX-License-Identifier: Apache-2.0
// Every documented attribute of the links 0->1 and 1->0 can be queried (valid devices, valid
// attribute, non-null value); the values are recorded, and no value is asserted beyond that.
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaDeviceGetP2PAttribute, PeerAttributesRecorded,
    {
        .api = {"cudaDeviceGetP2PAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetP2PAttribute",
            .quote =
                "Returns in *value the value of the requested attribute attrib of the link between srcDevice and dstDevice."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  const std::pair<cudaDeviceP2PAttr, const char*> attributes[] = {{cudaDevP2PAttrPerformanceRank, "performance_rank"},
      {cudaDevP2PAttrAccessSupported, "access_supported"},
      {cudaDevP2PAttrNativeAtomicSupported, "native_atomic_supported"},
      {cudaDevP2PAttrCudaArrayAccessSupported, "cuda_array_access_supported"},
      {cudaDevP2PAttrOnlyPartialNativeAtomicSupported, "only_partial_native_atomic_supported"}};
  int can_access_01 = -1, can_access_10 = -1;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can_access_01, 0, 1));
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can_access_10, 1, 0));

  for (auto [src, dst] : {std::pair{0, 1}, std::pair{1, 0}}) {
    for (const auto& [attribute, name] : attributes) {
      int value = -12345;
      cudaError_t result = cudaDeviceGetP2PAttribute(&value, attribute, src, dst);
      const std::string link = std::to_string(src) + "_to_" + std::to_string(dst);
      cudasem::environment(std::string(name) + "_" + link, value);
      CUDASEM_EXPECT_OK_OF(cudaDeviceGetP2PAttribute, result) << name << " of link " << link;
    }
  }
  cudasem::environment("can_access_peer_0_to_1", can_access_01);
  cudasem::environment("can_access_peer_1_to_0", can_access_10);
}
