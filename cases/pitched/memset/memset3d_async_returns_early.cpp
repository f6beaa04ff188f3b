// SPDX-License-Identifier: Apache-2.0
// A gate holds a stream; cudaMemset3DAsync into that stream returns while it holds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemset3DAsync, ReturnsBeforeStreamWork,
    {
        .api = {"cudaMemset3DAsync"},
        .cite = {.doc = "SYNC",
            .section = "Memset",
            .quote = "The Async versions are always asynchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(512, 16, 8);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Alloc3D a;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { CUDASEM_EXPECT_OK(cudaMemset3DAsync(a.ptr, 0x42, extent, stream)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
