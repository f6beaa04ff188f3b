// SPDX-License-Identifier: Apache-2.0
// The attach flags must be exactly one of Global, Host or Single: 0 and Global|Host must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, InvalidFlagsRejected, {
    .id = "managed.stream_attach.invalid_flags_rejected",
    .cite = {.doc = "RT", .section = "cudaStreamAttachMemAsync",
             .quote = "The stream association is specified using flags which must be one of cudaMemAttachGlobal, cudaMemAttachHost or cudaMemAttachSingle.",
             .version = "13.0"},
    .needs = {cudasem::attr("managedMemory") >= 1},
}) {
  cudasem_cases::managed::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaStreamAttachMemAsync(stream, buffer.data(), 0, 0u));
  CUDASEM_EXPECT_FAILURE(cudaStreamAttachMemAsync(stream, buffer.data(), 0, cudaMemAttachGlobal | cudaMemAttachHost));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
