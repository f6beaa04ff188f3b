// SPDX-License-Identifier: Apache-2.0
// After cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize, n),
// cudaFuncGetAttributes reports maxDynamicSharedSizeBytes == n.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaFuncSetAttribute, MaxDynamicSmemReflectedInGet,
    {
        .api = {"cudaFuncSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote = "The enumeration defined by attr is set to the value defined by value."},
        .claim = cudasem::Claim::promise,
    }) {
  int optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  const void* fn = reinterpret_cast<const void*>(noop);
  const int wanted = optin / 2;
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeMaxDynamicSharedMemorySize, wanted));
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, fn));

  cudasem::environment("requested_max_dynamic_smem_bytes", wanted);
  cudasem::environment("max_dynamic_shared_size_bytes", fa.maxDynamicSharedSizeBytes);
  CUDASEM_EXPECT_EQ_NAMED("max_dynamic_shared_size.reflects_request", fa.maxDynamicSharedSizeBytes, wanted);
}
