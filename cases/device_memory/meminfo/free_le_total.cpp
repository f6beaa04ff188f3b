// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemGetInfo, FreeAtMostTotal,
    {
        .api = {"cudaMemGetInfo"},
        .cite = {.doc = "RT",
            .section = "cudaMemGetInfo",
            .quote = "Returns in *total the total amount of memory available to the the current context."},
        .claim = cudasem::Claim::promise,
    }) {
  std::size_t free_bytes = 0, total_bytes = 0;

  cudaError_t result = cudaMemGetInfo(&free_bytes, &total_bytes);

  CUDASEM_EXPECT_ERROR_OF(cudaMemGetInfo, result, cudaSuccess);
  cudasem::measure("free_bytes", static_cast<unsigned long long>(free_bytes));
  cudasem::environment("total_bytes", static_cast<unsigned long long>(total_bytes));
  cudaDeviceProp prop{};
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&prop, device));
  cudasem::observe("total_equals_total_global_mem", total_bytes == prop.totalGlobalMem);
  CUDASEM_EXPECT_TRUE_NAMED("free_bytes.nonzero", free_bytes > 0u);
  CUDASEM_EXPECT_TRUE_NAMED("free_bytes.within_total", free_bytes <= total_bytes);
}
