// SPDX-License-Identifier: Apache-2.0
// An opaque-fd import of a file descriptor that references no memory object (a pipe's read end):
// what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaImportExternalMemory, RejectsFdOfNonMemoryObject,
    {
        .api = {"cudaImportExternalMemory"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaImportExternalMemory",
            .quote =
                "cudaExternalMemoryHandleDesc::handle::fd must be a valid file descriptor referencing a memory object."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::Pipe pipe;
  CUDASEM_ASSERT_TRUE_NAMED("pipe_created", pipe.ok());
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the context, so that only the import can fail
  cudaExternalMemoryHandleDesc desc{};
  desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
  desc.handle.fd = pipe.read_end;
  desc.size = std::size_t{1} << 20;
  ix::ExternalMemory memory;
  const cudaError_t result = cudaImportExternalMemory(memory.out(), &desc);
  if (result == cudaSuccess) pipe.read_end = -1;  // CUDA owns it now
  cudasem::observe("cudaImportExternalMemory_result", result);
}
