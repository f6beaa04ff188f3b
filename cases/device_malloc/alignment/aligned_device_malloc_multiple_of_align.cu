// SPDX-License-Identifier: Apache-2.0
// __nv_aligned_device_malloc returns an address that is a multiple of align: one thread allocates
// 100 bytes with every power-of-two alignment from 16 B to 4 KiB and checks each address.
#include <cstdint>

#include "cudasem/cudasem.h"

namespace {
constexpr int kAlignments = 9;  // 16 << 0 .. 16 << 8

__global__ void allocate_aligned(unsigned long long* remainders, int* nulls) {
  for (int i = 0; i < kAlignments; ++i) {
    const std::size_t align = std::size_t{16} << i;
    void* p = __nv_aligned_device_malloc(100, align);
    if (p == nullptr) {
      ++*nulls;
      remainders[i] = ~0ull;
      continue;
    }
    remainders[i] = reinterpret_cast<std::uintptr_t>(p) % align;
    free(p);
  }
}
}  // namespace

CUDASEM_CASE(DeviceMallocAlignment, AlignedDeviceMallocMultipleOfAlign,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote = "The address of the allocated memory will be a multiple of align."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned long long> remainders(kAlignments);
  cudasem::DeviceBuffer<int> nulls(1);
  CUDASEM_ASSERT_OK(cudaMemset(nulls.data(), 0, sizeof(int)));

  allocate_aligned<<<1, 1>>>(remainders.data(), nulls.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  unsigned long long host[kAlignments] = {};
  int null_count = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(host, remainders.data(), sizeof host, cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(&null_count, nulls.data(), sizeof(int), cudaMemcpyDeviceToHost));

  CUDASEM_ASSERT_EQ_NAMED("null_results", null_count, 0)
      << "aligned device mallocs of 100 bytes failed in the default heap";
  int misaligned = 0, first_misaligned_align = 0;
  for (int i = 0; i < kAlignments; ++i)
    if (host[i] != 0u && misaligned++ == 0) first_misaligned_align = 16 << i;
  CUDASEM_EXPECT_EQ_NAMED("misaligned_pointers", misaligned, 0) << "first at align " << first_misaligned_align;
}
