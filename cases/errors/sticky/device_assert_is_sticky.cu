// SPDX-License-Identifier: Apache-2.0
// A failing device-side assert: the synchronizing call reports cudaErrorAssert and the
// device cannot be used again (a later allocation fails).
#undef NDEBUG
#include <cassert>

#include "cudasem/cudasem.h"

namespace {
__global__ void assert_false(int value) { assert(value == 0); }
}  // namespace

CUDASEM_CASE(StickyErrors, DeviceAssertIsSticky,
    {
        .api = {"cudaDeviceSynchronize", "cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorAssert)",
            .quote = "An assert triggered in device code during kernel execution. The device cannot be used again."},
        .claim = cudasem::Claim::documented_failure,
        .exclusive = true,
        .intentional_faults = {{"memcheck",
            "fails a device-side assert on purpose (the fault is the behavior under test)"}},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  assert_false<<<1, 1>>>(1);
  cudaError_t launch = cudaGetLastError();
  cudaError_t sync = cudaDeviceSynchronize();
  void* p = nullptr;
  cudaError_t later = cudaMalloc(&p, 256);

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaErrorAssert);
  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, launch, cudaSuccess);
  CUDASEM_EXPECT_FAILURE_OF(cudaMalloc, later);
}
