// SPDX-License-Identifier: Apache-2.0
// Characterization: device malloc memory "cannot be freed using the runtime"; a helper process
// passes a device malloc pointer to cudaFree and records the result and the state of the context
// afterwards (in a helper, so a damaged heap never reaches the case process).
#include "cudasem/cudasem.h"
#include "../device_malloc.h"

namespace {
__global__ void allocate_one(void** out) { *out = malloc(256); }
}  // namespace

CUDASEM_HELPER(device_malloc_cuda_free) {
  void** slot = nullptr;
  cudaError_t e = cudaMallocManaged(reinterpret_cast<void**>(&slot), sizeof(void*));
  if (e != cudaSuccess) return cudasem::helper_send("setup", e), 3;
  allocate_one<<<1, 1>>>(slot);
  e = cudaDeviceSynchronize();
  if (e != cudaSuccess || *slot == nullptr) return cudasem::helper_send("setup", e), 3;
  cudasem::helper_send("free_result", cudaFree(*slot));
  cudasem::helper_send("sync_after", cudaDeviceSynchronize());
  return 0;
}

CUDASEM_CASE(DeviceMallocInterop, CudaFreeOfDeviceMallocPointer,
    {
        .api = {"cudaFree"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.2 Interoperability with Host Memory API",
            .quote =
                "Memory allocated via device malloc() or __nv_aligned_device_malloc() cannot be freed using the runtime (i.e., by calling any of the free memory functions from Device Memory)."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::device_malloc::record_helper_values(
      "device_malloc_cuda_free", {{"cuda_free_result", "free_result"}, {"synchronize_after", "sync_after"}});
}
