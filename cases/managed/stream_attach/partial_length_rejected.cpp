// SPDX-License-Identifier: Apache-2.0
// For a managed allocation the length must be 0 or the whole size: half of an 8 KiB allocation:
// what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, PartialLengthRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote = "For managed allocations, length must be either zero or the entire allocation's size."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(2048);  // 8 KiB
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe("cudaStreamAttachMemAsync_result",
      cudaStreamAttachMemAsync(stream, buffer.data(), buffer.bytes() / 2, cudaMemAttachGlobal));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
