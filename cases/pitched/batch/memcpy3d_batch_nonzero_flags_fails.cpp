// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with flags = 1 (flags are reserved and must be zero) fails with one
// of its documented codes.
#include "cudasem/cudasem.h"
#include <cuda_runtime.h>

CUDASEM_CASE(PitchedMemcpy3DBatch, NonZeroFlagsFails, {
    .api = {"cudaMemcpy3DBatchAsync"},
    .cite = {.doc = "RT", .section = "cudaMemcpy3DBatchAsync",
             .quote = "flags - Flags for future use, must be zero now."},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned char> src(4096), dst(4096);
  cudaMemcpy3DBatchOp op{};
  op.src.type = cudaMemcpyOperandTypePointer;
  op.src.op.ptr.ptr = src.data();
  op.dst.type = cudaMemcpyOperandTypePointer;
  op.dst.op.ptr.ptr = dst.data();
  op.extent = make_cudaExtent(64, 4, 1);
  op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;

  CUDASEM_EXPECT_FAILURE(cudaMemcpy3DBatchAsync(1, &op, 1, stream));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
