// SPDX-License-Identifier: Apache-2.0
// cudaStreamCopyAttributes from a stream with an access policy window (1 MiB of a device buffer,
// hitRatio 0.5, hitProp persisting, missProp streaming) to a new stream returns cudaSuccess, and
// the destination's cudaStreamAttributeAccessPolicyWindow then reads the same window.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamCopyAttributes, AccessPolicyWindowCopied,
    {
        .api = {"cudaStreamCopyAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaStreamCopyAttributes",
            .quote = "Copies attributes from source stream src to destination stream dst."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("accessPolicyMaxWindowSize") >= 1048576},
    }) {
  constexpr std::size_t kBytes = 1 << 20;
  cudasem::DeviceBuffer<unsigned char> buffer(kBytes);
  cudasem::Stream src(cudaStreamNonBlocking), dst(cudaStreamNonBlocking);
  cudaStreamAttrValue window{};
  window.accessPolicyWindow.base_ptr = buffer.data();
  window.accessPolicyWindow.num_bytes = kBytes;
  window.accessPolicyWindow.hitRatio = 0.5f;
  window.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  window.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  CUDASEM_ASSERT_OK(cudaStreamSetAttribute(src, cudaStreamAttributeAccessPolicyWindow, &window));

  CUDASEM_EXPECT_ERROR(cudaStreamCopyAttributes(dst, src), cudaSuccess);

  cudaStreamAttrValue got{};
  CUDASEM_ASSERT_OK(cudaStreamGetAttribute(dst, cudaStreamAttributeAccessPolicyWindow, &got));
  const cudaAccessPolicyWindow& w = got.accessPolicyWindow;
  const bool same = w.base_ptr == buffer.data() && w.num_bytes == kBytes && w.hitRatio == 0.5f &&
                    w.hitProp == cudaAccessPropertyPersisting && w.missProp == cudaAccessPropertyStreaming;
  cudasem::observe("window_copied", same);
  CUDASEM_EXPECT_TRUE_NAMED("window.base_ptr_copied", w.base_ptr == buffer.data());
  CUDASEM_EXPECT_EQ_NAMED("window.num_bytes_copied", w.num_bytes, kBytes);
  CUDASEM_EXPECT_EQ_NAMED("window.hit_ratio_copied", w.hitRatio, 0.5f);
  CUDASEM_EXPECT_EQ_NAMED("window.hit_prop_copied", w.hitProp, cudaAccessPropertyPersisting);
  CUDASEM_EXPECT_EQ_NAMED("window.miss_prop_copied", w.missProp, cudaAccessPropertyStreaming);
}
