// SPDX-License-Identifier: Apache-2.0
// After cudaFuncSetSharedMemConfig(cudaSharedMemBankSizeEightByte) (deprecated) on a kernel that
// reverses 3072 words through static shared memory, a launch of it still succeeds and writes every
// word reversed: the setting changes the bank width the launch uses, not what the kernel computes.
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

namespace {
__global__ void shared_reverse(const unsigned* in, unsigned* out) {
  __shared__ unsigned tile[3072];
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) out[i] = tile[3071 - i];
}
}  // namespace

CUDASEM_CASE(CudaFuncSetSharedMemConfig, KernelStillComputes,
    {
        .api = {"cudaFuncSetSharedMemConfig"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetSharedMemConfig",
            .quote =
                "On any given launch of the function, the shared memory configuration of the device will be temporarily changed if needed to suit the function's preferred configuration."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr unsigned kWords = 3072;
  std::vector<unsigned> input(kWords), output(kWords, 0);
  for (unsigned i = 0; i < kWords; ++i) input[i] = i * 2654435761u + 1;
  cudasem::DeviceBuffer<unsigned> in(kWords), out(kWords);
  CUDASEM_ASSERT_OK(cudaMemcpy(in.data(), input.data(), in.bytes(), cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  CUDASEM_EXPECT_OK(
      cudaFuncSetSharedMemConfig(reinterpret_cast<const void*>(shared_reverse), cudaSharedMemBankSizeEightByte));
  shared_reverse<<<1, 128>>>(in.data(), out.data());
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_ASSERT_OK(cudaMemcpy(output.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  unsigned reversed = 0;
  for (unsigned i = 0; i < kWords; ++i) reversed += output[i] == input[kWords - 1 - i];
  CUDASEM_EXPECT_EQ_NAMED("words_reversed", reversed, kWords);
}
