// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetDevice, ReturnsStreamDevice, {
    .id = "streams.get_device.returns_stream_device",
    .cite = {.doc = "RT", .section = "cudaStreamGetDevice",
             .quote = "Returns in *device the device of the stream.", .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Stream stream(cudaStreamNonBlocking);
  int device = -1;

  const cudaError_t result = cudaStreamGetDevice(stream, &device);

  cudasem::observe("device", device);
  CUDASEM_EXPECT_OK(result);
  EXPECT_EQ(device, 0);
}
