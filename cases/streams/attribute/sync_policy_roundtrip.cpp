// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamSetAttribute, SyncPolicyRoundTrip,
    {
        .api = {"cudaStreamGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetAttribute",
            .quote = "Queries attribute attr from hStream and stores it in corresponding member of value_out."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  int mismatches = 0;

  for (cudaSynchronizationPolicy policy :
      {cudaSyncPolicyAuto, cudaSyncPolicySpin, cudaSyncPolicyYield, cudaSyncPolicyBlockingSync}) {
    cudaStreamAttrValue in{}, out{};
    in.syncPolicy = policy;
    CUDASEM_ASSERT_OK(cudaStreamSetAttribute(stream, cudaStreamAttributeSynchronizationPolicy, &in));
    CUDASEM_ASSERT_OK(cudaStreamGetAttribute(stream, cudaStreamAttributeSynchronizationPolicy, &out));
    if (out.syncPolicy != policy) {
      ++mismatches;
      ADD_FAILURE() << "set policy " << policy << ", read back " << out.syncPolicy;
    }
  }

  cudasem::observe("mismatched_policies", mismatches);
}
