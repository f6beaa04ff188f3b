// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributeDeviceUpdatableKernelNode is graphs-only: passing it to a launch into a
// stream that is not capturing returns an error (the code is recorded).
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, DeviceUpdatableOutsideCaptureFails,
    {
        .api = {"cudaLaunchKernelExC"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeDeviceUpdatableKernelNode)",
            .quote =
                "This attribute is graphs-only, and passing it to a launch in a non-capturing stream will result in an error."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeDeviceUpdatableKernelNode;
  attr.val.deviceUpdatableKernelNode.deviceUpdatable = 1;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), stream, 0, &attr, 1);

  CUDASEM_EXPECT_FAILURE(cudaLaunchKernelExC(&config, reinterpret_cast<const void*>(noop), nullptr));
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
