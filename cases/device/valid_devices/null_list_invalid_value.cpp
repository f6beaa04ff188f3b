// SPDX-License-Identifier: Apache-2.0
// cudaSetValidDevices with len 1 and a NULL device_arr returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSetValidDevices, NullListInvalidValue,
    {
        .api = {"cudaSetValidDevices"},
        .cite = {.doc = "RT",
            .section = "cudaSetValidDevices",
            .quote = "If len is not 0 and device_arr is NULL or if len exceeds the number of devices in the system, "
                     "then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_EXPECT_ERROR(cudaSetValidDevices(nullptr, 1), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
