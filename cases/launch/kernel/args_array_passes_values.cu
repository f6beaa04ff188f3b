// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernel with an args array of pointers: the kernel receives the pointed-to values
// (an int, a double, a struct and a pointer), which it writes back for the host to compare.
#include <cstring>

#include "cudasem/cudasem.h"

namespace {
struct Pair {
  int a;
  long long b;
};
__global__ void echo(int i, double d, Pair p, long long* out) {
  out[0] = i;
  out[1] = __double_as_longlong(d);
  out[2] = p.a;
  out[3] = p.b;
}
}  // namespace

CUDASEM_CASE(CudaLaunchKernel, ArgsArrayPassesValues,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernel",
            .quote = "Each pointer, from args[0] to args[N - 1], point to the region of memory from which the actual "
                     "parameter will be copied."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<long long> out(4);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  int i = -7;
  double d = 2.5;
  Pair p{11, 1LL << 40};
  long long* o = out.data();
  void* args[] = {&i, &d, &p, &o};

  CUDASEM_ASSERT_OK(cudaLaunchKernel(reinterpret_cast<const void*>(echo), dim3(1), dim3(1), args, 0, nullptr));
  long long host[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, out.data(), out.bytes(), cudaMemcpyDeviceToHost));

  double d_back = 0;
  static_assert(sizeof d_back == sizeof host[1]);
  std::memcpy(&d_back, &host[1], sizeof d_back);
  CUDASEM_EXPECT_EQ_NAMED("int_received", host[0], -7);
  CUDASEM_EXPECT_EQ_NAMED("double_received", d_back, 2.5);
  CUDASEM_EXPECT_EQ_NAMED("struct_a_received", host[2], 11);
  CUDASEM_EXPECT_EQ_NAMED("struct_b_received", host[3], 1LL << 40);
}
