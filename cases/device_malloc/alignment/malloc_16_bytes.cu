// SPDX-License-Identifier: Apache-2.0
// Device malloc returns 16-byte aligned pointers: 256 threads each allocate 1 to 37 bytes, and
// every pointer returned is a multiple of 16.
#include <cstdint>

#include "cudasem/cudasem.h"

namespace {
constexpr int kThreads = 256;

__global__ void allocate_odd_sizes(unsigned* null_count, unsigned* misaligned) {
  void* p = malloc(1 + threadIdx.x % 37);
  if (p == nullptr) {
    atomicAdd(null_count, 1u);
    return;
  }
  if (reinterpret_cast<std::uintptr_t>(p) % 16 != 0) atomicAdd(misaligned, 1u);
  free(p);
}
}  // namespace

CUDASEM_CASE(DeviceMallocAlignment, Malloc16Bytes,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote = "The returned pointer is guaranteed to be aligned to a 16-byte boundary."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned> counts(2);  // [0] NULL results, [1] misaligned pointers
  CUDASEM_ASSERT_OK(cudaMemset(counts.data(), 0, counts.bytes()));

  allocate_odd_sizes<<<1, kThreads>>>(counts.data(), counts.data() + 1);
  CUDASEM_ASSERT_OK(cudaGetLastError());
  unsigned host[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, counts.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_ASSERT_EQ_NAMED("null_results", host[0], 0u) << "small device mallocs failed in the default heap";
  CUDASEM_EXPECT_EQ_NAMED("misaligned_pointers", host[1], 0u);
}
