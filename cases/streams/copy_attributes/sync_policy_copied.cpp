// SPDX-License-Identifier: Apache-2.0
// cudaStreamCopyAttributes from a stream whose cudaStreamAttributeSynchronizationPolicy is
// cudaSyncPolicyBlockingSync to a new stream (same context) returns cudaSuccess, and the
// destination's policy then reads cudaSyncPolicyBlockingSync.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamCopyAttributes, SyncPolicyCopied,
    {
        .api = {"cudaStreamCopyAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaStreamCopyAttributes",
            .quote = "Copies attributes from source stream src to destination stream dst."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream src(cudaStreamNonBlocking), dst(cudaStreamNonBlocking);
  cudaStreamAttrValue policy{};
  policy.syncPolicy = cudaSyncPolicyBlockingSync;
  CUDASEM_ASSERT_OK(cudaStreamSetAttribute(src, cudaStreamAttributeSynchronizationPolicy, &policy));
  cudaStreamAttrValue before{};
  CUDASEM_ASSERT_OK(cudaStreamGetAttribute(dst, cudaStreamAttributeSynchronizationPolicy, &before));
  cudasem::observe("destination_policy_before", static_cast<int>(before.syncPolicy));

  CUDASEM_EXPECT_ERROR(cudaStreamCopyAttributes(dst, src), cudaSuccess);

  cudaStreamAttrValue after{};
  CUDASEM_ASSERT_OK(cudaStreamGetAttribute(dst, cudaStreamAttributeSynchronizationPolicy, &after));
  CUDASEM_EXPECT_EQ_NAMED("destination_policy_after", after.syncPolicy, cudaSyncPolicyBlockingSync);
}
