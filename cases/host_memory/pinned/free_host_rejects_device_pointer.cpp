// SPDX-License-Identifier: Apache-2.0
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, RejectsDevicePointer,
    {
        .api = {"cudaFreeHost"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFreeHost",
            .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::DeviceBuffer<unsigned> device(1024);

  cudaError_t result = cudaFreeHost(device.data());

  cudasem::observe("cudaFreeHost_result", result);
  cudasem::last_error(cudasem::LastError::clear);
}
