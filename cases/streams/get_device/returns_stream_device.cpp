// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetDevice, ReturnsStreamDevice,
    {
        .api = {"cudaStreamGetDevice"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetDevice",
            .quote = "Returns in *device the device of the stream."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Stream stream(cudaStreamNonBlocking);
  int device = -1;

  const cudaError_t result = cudaStreamGetDevice(stream, &device);

  cudasem::observe("stream_device", device);
  CUDASEM_EXPECT_OK_OF(cudaStreamGetDevice, result);
  CUDASEM_EXPECT_EQ_NAMED("stream_device.creating_device", device, 0);
}
