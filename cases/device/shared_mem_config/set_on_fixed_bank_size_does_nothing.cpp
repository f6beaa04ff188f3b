// SPDX-License-Identifier: Apache-2.0
// On a device with a fixed shared memory bank size (every GPU since compute capability 5.0: only
// Kepler's banks were configurable), cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte)
// (deprecated) does nothing: cudaDeviceGetSharedMemConfig returns the bank size it returned before.
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaDeviceSetSharedMemConfig, FixedBankSizeDoesNothing,
    {
        .api = {"cudaDeviceSetSharedMemConfig"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetSharedMemConfig",
            .quote = "This function will do nothing on devices with fixed shared memory bank size."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 5},
    }) {
  cudaSharedMemConfig before = cudaSharedMemBankSizeDefault, after = cudaSharedMemBankSizeDefault;
  CUDASEM_ASSERT_OK(cudaDeviceGetSharedMemConfig(&before));
  const cudaSharedMemConfig other =
      before == cudaSharedMemBankSizeEightByte ? cudaSharedMemBankSizeFourByte : cudaSharedMemBankSizeEightByte;

  const cudaError_t set = cudaDeviceSetSharedMemConfig(other);
  CUDASEM_ASSERT_OK(cudaDeviceGetSharedMemConfig(&after));

  cudasem::observe("set_result", set);
  cudasem::observe("bank_size_before", static_cast<int>(before));
  CUDASEM_EXPECT_EQ_NAMED("bank_size_after", after, before);
}
