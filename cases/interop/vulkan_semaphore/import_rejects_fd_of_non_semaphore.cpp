// SPDX-License-Identifier: Apache-2.0
// An opaque-fd semaphore import of a file descriptor that references no synchronization object (a
// pipe's read end): what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaImportExternalSemaphore, RejectsFdOfNonSemaphore,
    {
        .api = {"cudaImportExternalSemaphore"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaImportExternalSemaphore",
            .quote =
                "cudaExternalSemaphoreHandleDesc::handle::fd must be a valid file descriptor referencing a synchronization object."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Pipe pipe;
  CUDASEM_ASSERT_TRUE_NAMED("pipe_created", pipe.ok());
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the context, so that only the import can fail
  cudaExternalSemaphoreHandleDesc desc{};
  desc.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
  desc.handle.fd = pipe.read_end;
  ix::ExternalSemaphore semaphore;
  const cudaError_t result = cudaImportExternalSemaphore(semaphore.out(), &desc);
  if (result == cudaSuccess) pipe.read_end = -1;  // CUDA owns it now
  cudasem::observe("cudaImportExternalSemaphore_result", result);
}
