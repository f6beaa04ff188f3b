// SPDX-License-Identifier: Apache-2.0
// Device malloc memory outlives its kernel: one launch allocates 256 ints, fills them and keeps
// the pointer in a __device__ variable; a later launch of 256 other threads reads every value
// back and frees the block.
#include "cudasem/cudasem.h"

namespace {
constexpr int kCount = 256;
__device__ int* kept_block;

__global__ void allocate_and_fill(int* got) {
  kept_block = static_cast<int*>(malloc(kCount * sizeof(int)));
  *got = kept_block != nullptr;
  if (kept_block)
    for (int i = 0; i < kCount; ++i) kept_block[i] = 3 * i + 1;
}

__global__ void check_and_free(unsigned* mismatches) {
  if (kept_block == nullptr) return;
  if (kept_block[threadIdx.x] != 3 * static_cast<int>(threadIdx.x) + 1) atomicAdd(mismatches, 1u);
  __syncthreads();
  if (threadIdx.x == 0) free(kept_block);
}
}  // namespace

CUDASEM_CASE(DeviceMallocLifetime, PersistsAcrossLaunches,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote =
                "The memory allocated by a given CUDA thread via malloc() or __nv_aligned_device_malloc() remains allocated for the lifetime of the CUDA context, or until it is explicitly released by a call to free()."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<int> got(1);
  cudasem::DeviceBuffer<unsigned> mismatches(1);
  CUDASEM_ASSERT_OK(cudaMemset(mismatches.data(), 0, sizeof(unsigned)));
  allocate_and_fill<<<1, 1>>>(got.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  check_and_free<<<1, kCount>>>(mismatches.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  int allocated = 0;
  unsigned wrong = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&allocated, got.data(), sizeof(int), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(&wrong, mismatches.data(), sizeof(unsigned), cudaMemcpyDeviceToHost));

  CUDASEM_ASSERT_EQ_NAMED("device_malloc.allocated", allocated, 1) << "the 1 KiB device malloc failed";
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", wrong, 0u);
}
