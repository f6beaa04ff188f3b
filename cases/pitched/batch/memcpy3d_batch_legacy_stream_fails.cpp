// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync into the NULL stream (the legacy stream in this default compile mode):
// what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../pitched.h"
#include "cudasem/cudasem.h"
#include <cuda_runtime.h>

CUDASEM_CASE(PitchedMemcpy3DBatch, NullStreamFails,
    {
        .api = {"cudaMemcpy3DBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DBatchAsync",
            .quote = "hStream - The stream to enqueue the operations in. Must not be default NULL stream."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::DeviceBuffer<unsigned char> src(4096), dst(4096);
  cudaMemcpy3DBatchOp op =
      cudasem::pitched::pointer_op(src.data(), dst.data(), make_cudaExtent(64, 4, 1), cudaMemcpySrcAccessOrderStream);

  cudasem::observe("cudaMemcpy3DBatchAsync_result", cudaMemcpy3DBatchAsync(1, &op, 0, cudaStream_t{}));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
