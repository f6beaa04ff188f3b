// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelExC takes the kernel arguments as an array of pointers to their values: the
// kernel writes the values back for the host to compare.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void echo(unsigned a, unsigned long long b, unsigned long long* out) {
  out[0] = a;
  out[1] = b;
}
}  // namespace

CUDASEM_CASE(CudaLaunchKernelExC, ArgsArrayPassesValues,
    {
        .api = {"cudaLaunchKernelExC"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernelExC",
            .quote = "Each pointer, from args[0] to args[N - 1], point to the region of memory from which the actual "
                     "parameter will be copied."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned long long> out(2);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  unsigned a = 77;
  unsigned long long b = 0x0123456789abcdefull;
  unsigned long long* o = out.data();
  void* args[] = {&a, &b, &o};
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1));

  CUDASEM_ASSERT_OK(cudaLaunchKernelExC(&config, reinterpret_cast<const void*>(echo), args));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned long long host[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, out.data(), out.bytes(), cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("a_received", host[0], 77u);
  CUDASEM_EXPECT_EQ_NAMED("b_received", host[1], 0x0123456789abcdefull);
}
