// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize) one byte above the opt-in
// maximum (minus static shared memory) is an incorrect value: cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaFuncSetAttribute, MaxDynamicSmemAboveOptinInvalidValue,
    {
        .api = {"cudaFuncSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "If the specified attribute cannot be written, or if the value is incorrect, then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  const void* fn = reinterpret_cast<const void*>(noop);
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, fn));
  const int too_much = optin - static_cast<int>(fa.sharedSizeBytes) + 1;

  CUDASEM_EXPECT_ERROR(
      cudaFuncSetAttribute(fn, cudaFuncAttributeMaxDynamicSharedMemorySize, too_much), cudaErrorInvalidValue);
  cudasem::environment("requested_dynamic_smem_bytes", too_much);
  cudasem::last_error(cudasem::LastError::clear);
}
