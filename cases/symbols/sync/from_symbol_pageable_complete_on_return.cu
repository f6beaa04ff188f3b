// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream and a kernel that writes a __device__ array waits behind it;
// cudaMemcpyFromSymbol into pageable memory must wait for both and bring the written values.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
constexpr int kMarks = 1024;
__device__ unsigned g_marks[kMarks];
__global__ void write_marks(unsigned value) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < kMarks) g_marks[i] = value;
}
}  // namespace

CUDASEM_CASE(CudaMemcpyFromSymbolSync, ToPageableCompleteOnReturn,
    {
        .api = {"cudaMemcpyFromSymbol"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
        .claim = cudasem::Claim::promise,
    }) {
  write_marks<<<kMarks / 256, 256>>>(0);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::PageableBuffer<unsigned> host(kMarks);
  for (int i = 0; i < kMarks; ++i) host[i] = 0;
  std::size_t marked_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    write_marks<<<kMarks / 256, 256>>>(0xbeef0001u);
    CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, cudaGetLastError());
    CUDASEM_EXPECT_OK(cudaMemcpyFromSymbol(host.data(), g_marks, sizeof(g_marks)));
    for (int i = 0; i < kMarks; ++i) marked_at_return += host[i] == 0xbeef0001u;
  });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_EQ_NAMED("marked_at_return", marked_at_return, static_cast<std::size_t>(kMarks));
}
