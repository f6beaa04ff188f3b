// SPDX-License-Identifier: Apache-2.0
// Device free(NULL) is ignored: a kernel frees a null pointer (passed in, so the compiler keeps the
// call) and then writes a marker; the kernel completes without error and the marker is there.
#include "cudasem/cudasem.h"

namespace {
__global__ void free_then_mark(void* p, int* marker) {
  free(p);
  *marker = 1;
}
}  // namespace

CUDASEM_CASE(DeviceMallocFree, NullIsIgnored,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote = "If ptr is NULL, the call to free() is ignored."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<int> marker(1);
  CUDASEM_ASSERT_OK(cudaMemset(marker.data(), 0, sizeof(int)));

  free_then_mark<<<1, 1>>>(nullptr, marker.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  const cudaError_t sync = cudaDeviceSynchronize();
  int marked = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&marked, marker.data(), sizeof(int), cudaMemcpyDeviceToHost));

  cudasem::observe("kernel_result", sync);
  CUDASEM_EXPECT_OK_OF(cudaDeviceSynchronize, sync);
  CUDASEM_EXPECT_EQ_NAMED("marker.written_after_free", marked, 1);
}
