// SPDX-License-Identifier: Apache-2.0
// The malloc heap limit is also fixed by a kernel that uses only free(): after a kernel that calls
// free(NULL) (and no malloc) ran, cudaDeviceSetLimit(cudaLimitMallocHeapSize) returns
// cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void free_only(void* p, int* ran) {
  free(p);
  *ran = 1;
}
}  // namespace

CUDASEM_CASE(LimitMallocHeap, SetAfterFreeOnlyKernelFails,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "Setting cudaLimitMallocHeapSize must not be performed after launching any kernel that uses the malloc() or free() device system calls - in such case cudaErrorInvalidValue will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::DeviceBuffer<int> ran(1);
  CUDASEM_ASSERT_OK(cudaMemset(ran.data(), 0, sizeof(int)));
  free_only<<<1, 1>>>(nullptr, ran.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  int ran_host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&ran_host, ran.data(), sizeof(int), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_EQ_NAMED("free_kernel.ran", ran_host, 1) << "the free() kernel did not run";

  CUDASEM_EXPECT_ERROR(cudaDeviceSetLimit(cudaLimitMallocHeapSize, std::size_t{32} << 20), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
