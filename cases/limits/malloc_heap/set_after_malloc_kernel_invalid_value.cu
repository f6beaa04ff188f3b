// SPDX-License-Identifier: Apache-2.0
// cudaLimitMallocHeapSize cannot be set once a kernel that uses malloc has been launched: after such
// a kernel ran, cudaDeviceSetLimit(cudaLimitMallocHeapSize) returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void malloc_and_free(int* got) {
  void* p = malloc(64);
  *got = p != nullptr;
  free(p);
}
}  // namespace

CUDASEM_CASE(LimitMallocHeap, SetAfterMallocKernelFails,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "Setting cudaLimitMallocHeapSize must not be performed after launching any kernel that uses the malloc() or free() device system calls - in such case cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::DeviceBuffer<int> got(1);
  malloc_and_free<<<1, 1>>>(got.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_ERROR(cudaDeviceSetLimit(cudaLimitMallocHeapSize, std::size_t{32} << 20), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
