// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetSharedMemConfig (deprecated) returns a bank size: cudaSharedMemBankSizeFourByte or
// cudaSharedMemBankSizeEightByte, never cudaSharedMemBankSizeDefault.
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

CUDASEM_CASE(CudaDeviceGetSharedMemConfig, ReturnsBankSize,
    {
        .api = {"cudaDeviceGetSharedMemConfig"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetSharedMemConfig",
            .quote =
                "This function will return in pConfig the current size of shared memory banks on the current device."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaSharedMemConfig config = cudaSharedMemBankSizeDefault;

  CUDASEM_ASSERT_OK(cudaDeviceGetSharedMemConfig(&config));

  cudasem::observe("bank_size_config", static_cast<int>(config));
  CUDASEM_EXPECT_TRUE_NAMED("bank_size.four_or_eight_bytes",
      config == cudaSharedMemBankSizeFourByte || config == cudaSharedMemBankSizeEightByte)
      << "returned " << static_cast<int>(config);
}
