// SPDX-License-Identifier: Apache-2.0
// Device printf returns -1 when the format string is NULL: a kernel calls printf with a null
// format passed in as a parameter (so the compiler cannot see it) and stores the return value.
#include "cudasem/cudasem.h"

namespace {
__global__ void printf_format(const char* format, int* result) { *result = printf(format); }
}  // namespace

CUDASEM_CASE(DevicePrintfResult, ReturnsMinusOneForNullFormat,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35 Formatted Output",
            .quote = "If the format string is NULL, -1 is returned."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<int> result(1);
  CUDASEM_ASSERT_OK(cudaMemset(result.data(), 0, sizeof(int)));

  printf_format<<<1, 1>>>(nullptr, result.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  int value = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&value, result.data(), sizeof(int), cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("printf_result", value, -1);
}
