// SPDX-License-Identifier: Apache-2.0
// The gating saw at least one device through the driver API; the runtime reports it too.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceCount, AtLeastOne,
    {
        .api = {"cudaGetDeviceCount"},
        .cite = {.doc = "RT",
            .section = "cudaGetDeviceCount",
            .quote =
                "Returns in *count the number of devices with compute capability greater or equal to 2.0 that are available for execution."},
        .claim = cudasem::Claim::promise,
    }) {
  int count = -1;

  cudaError_t r = cudaGetDeviceCount(&count);

  cudasem::environment("device_count", count);
  CUDASEM_EXPECT_ERROR_OF(cudaGetDeviceCount, r, cudaSuccess);
  CUDASEM_EXPECT_TRUE_NAMED("device_count.at_least_one", count >= 1);
}
