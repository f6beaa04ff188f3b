// SPDX-License-Identifier: Apache-2.0
// Characterization: device malloc memory "cannot be used in any runtime or driver API calls"; a
// helper process copies 256 bytes from a device malloc pointer with cudaMemcpy and records the
// result and whether the bytes the kernel wrote arrived (in a helper, so a fault stays there).
#include "cudasem/cudasem.h"
#include "../device_malloc.h"

namespace {
constexpr int kCount = 64;
__global__ void allocate_and_fill(int** out) {
  int* p = static_cast<int*>(malloc(kCount * sizeof(int)));
  if (p)
    for (int i = 0; i < kCount; ++i) p[i] = 1000 + i;
  *out = p;
}
}  // namespace

CUDASEM_HELPER(device_malloc_cuda_memcpy) {
  int** slot = nullptr;
  cudaError_t e = cudaMallocManaged(reinterpret_cast<void**>(&slot), sizeof(int*));
  if (e != cudaSuccess) return cudasem::helper_send("setup", e), 3;
  allocate_and_fill<<<1, 1>>>(slot);
  e = cudaDeviceSynchronize();
  if (e != cudaSuccess || *slot == nullptr) return cudasem::helper_send("setup", e), 3;
  int host[kCount] = {};
  cudasem::helper_send("memcpy_result", cudaMemcpy(host, *slot, sizeof host, cudaMemcpyDeviceToHost));
  int matching = 0;
  for (int i = 0; i < kCount; ++i) matching += host[i] == 1000 + i;
  cudasem::helper_send("matching", matching);
  cudasem::helper_send("sync_after", cudaDeviceSynchronize());
  return 0;
}

CUDASEM_CASE(DeviceMallocInterop, CudaMemcpyFromDeviceMallocPointer,
    {
        .api = {"cudaMemcpy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.2 Interoperability with Host Memory API",
            .quote =
                "In addition, memory allocated by a call to malloc() or __nv_aligned_device_malloc() in device code cannot be used in any runtime or driver API calls (i.e. cudaMemcpy, cudaMemset, etc)."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::device_malloc::record_helper_values(
      "device_malloc_cuda_memcpy", {{"cuda_memcpy_result", "memcpy_result"}, {"bytes_matching_ints", "matching"},
                                       {"synchronize_after", "sync_after"}});
}
