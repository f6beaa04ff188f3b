// SPDX-License-Identifier: Apache-2.0
// cudaGetKernel returns a cudaKernel_t for a kernel; cudaFuncGetAttributes accepts it cast to
// void* and reports the same attributes as for the kernel's symbol (a __launch_bounds__(256)
// kernel with 1 KiB of static shared memory).
#include "cudasem/cudasem.h"

namespace {
__global__ void __launch_bounds__(256) sample(unsigned* out) {
  __shared__ unsigned tile[256];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[255 - threadIdx.x];
}
}  // namespace

CUDASEM_CASE(CudaGetKernel, AttributesMatchSymbol,
    {
        .api = {"cudaFuncGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaFuncGetAttributes",
            .quote =
                "If the specified function does not exist, then it is assumed to be a cudaKernel_t and used as is."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaKernel_t kernel = nullptr;
  CUDASEM_ASSERT_OK(cudaGetKernel(&kernel, reinterpret_cast<const void*>(sample)));
  CUDASEM_ASSERT_TRUE_NAMED("kernel_handle.returned", kernel != nullptr);
  cudaFuncAttributes by_symbol{}, by_kernel{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&by_symbol, reinterpret_cast<const void*>(sample)));
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&by_kernel, reinterpret_cast<const void*>(kernel)));

  CUDASEM_EXPECT_EQ_NAMED("max_threads_per_block", by_kernel.maxThreadsPerBlock, by_symbol.maxThreadsPerBlock);
  CUDASEM_EXPECT_EQ_NAMED("shared_size_bytes", by_kernel.sharedSizeBytes, by_symbol.sharedSizeBytes);
  CUDASEM_EXPECT_EQ_NAMED("num_regs", by_kernel.numRegs, by_symbol.numRegs);
  CUDASEM_EXPECT_EQ_NAMED("binary_version", by_kernel.binaryVersion, by_symbol.binaryVersion);
}
