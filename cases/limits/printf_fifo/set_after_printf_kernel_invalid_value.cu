// SPDX-License-Identifier: Apache-2.0
// cudaLimitPrintfFifoSize cannot be set once a kernel that uses printf has been launched: after
// such a kernel ran, cudaDeviceSetLimit(cudaLimitPrintfFifoSize) returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void print_once() { printf("cudasem limits: printf kernel ran\n"); }
}  // namespace

CUDASEM_CASE(LimitPrintfFifo, SetAfterPrintfKernelFails,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "Setting cudaLimitPrintfFifoSize must not be performed after launching any kernel that uses the printf() device system call - in such case cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::size_t fifo = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  print_once<<<1, 1>>>();
  CUDASEM_ASSERT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_ERROR(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 2 * fifo), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
