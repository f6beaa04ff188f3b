// SPDX-License-Identifier: Apache-2.0
// After a memset in a stream whose access policy window marks 1 MiB as persisting (hitRatio 1),
// cudaCtxResetPersistingL2Cache returns cudaSuccess, its only documented code. The memset's bytes
// are recorded (the reset changes the lines' status, not the data).
#include "cudasem/cudasem.h"

#include <algorithm>
#include <vector>

CUDASEM_CASE(CudaCtxResetPersistingL2Cache, AfterPersistingWindowSucceeds,
    {
        .api = {"cudaCtxResetPersistingL2Cache"},
        .cite = {.doc = "RT",
            .section = "cudaCtxResetPersistingL2Cache",
            .quote = "Resets all persisting lines in cache to normal status. Takes effect on function return."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("persistingL2CacheMaxSize") >= 1, cudasem::attr("accessPolicyMaxWindowSize") >= 1},
    }) {
  constexpr std::size_t kBytes = 1 << 20;
  cudasem::DeviceBuffer<unsigned char> buffer(kBytes);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaStreamAttrValue window{};
  window.accessPolicyWindow.base_ptr = buffer.data();
  window.accessPolicyWindow.num_bytes = kBytes;
  window.accessPolicyWindow.hitRatio = 1.0f;
  window.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  window.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  CUDASEM_ASSERT_OK(cudaStreamSetAttribute(stream, cudaStreamAttributeAccessPolicyWindow, &window));
  CUDASEM_ASSERT_OK(cudaMemsetAsync(buffer.data(), 0x5a, kBytes, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_EXPECT_ERROR(cudaCtxResetPersistingL2Cache(), cudaSuccess);

  std::vector<unsigned char> host(kBytes, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), buffer.data(), kBytes, cudaMemcpyDeviceToHost));
  cudasem::observe(
      "memset_bytes_intact", std::all_of(host.begin(), host.end(), [](unsigned char v) { return v == 0x5a; }));
}
