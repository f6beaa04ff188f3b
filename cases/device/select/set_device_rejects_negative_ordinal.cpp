// SPDX-License-Identifier: Apache-2.0
// cudaSetDevice(-1) fails and leaves the current device unchanged.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, SetDeviceRejectsNegativeOrdinal,
    {
        .api = {"cudaSetDevice"},
        .cite = {.doc = "RT",
            .section = "cudaSetDevice",
            .quote = "Valid device id's are 0 to (cudaGetDeviceCount() - 1)."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0, before = -1, after = -1;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaGetDevice(&before));

  cudaError_t r = cudaSetDevice(-1);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaGetDevice(&after));

  CUDASEM_EXPECT_ERROR_OF(cudaSetDevice, r, cudaErrorInvalidDevice);
  EXPECT_EQ(after, before);
}
