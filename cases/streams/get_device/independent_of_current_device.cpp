// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetDevice, IndependentOfCurrentDevice,
    {
        .api = {"cudaStreamGetDevice"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetDevice",
            .quote = "Returns in *device the device of the stream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudaStream_t stream = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  int device = -1;

  const cudaError_t result = cudaStreamGetDevice(stream, &device);

  CUDASEM_EXPECT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(cudaStreamDestroy(stream));
  cudasem::observe("stream_device", device);
  CUDASEM_EXPECT_OK_OF(cudaStreamGetDevice, result);
  CUDASEM_EXPECT_EQ_NAMED("stream_device.creating_device", device, 1);
}
