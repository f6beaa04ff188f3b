// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with an operation whose srcAccessOrder is left at
// cudaMemcpySrcAccessOrderInvalid returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"
#include <cuda_runtime.h>

CUDASEM_CASE(PitchedMemcpy3DBatch, InvalidSrcAccessOrderRejected, {
    .api = {"cudaMemcpy3DBatchAsync"},
    .cite = {.doc = "RT", .section = "cudaMemcpy3DBatchAsync",
             .quote = "Each memcopy operation in opList must have a valid srcAccessOrder setting, otherwise this API will return cudaErrorInvalidValue."},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned char> src(4096), dst(4096);
  cudaMemcpy3DBatchOp op{};
  op.src.type = cudaMemcpyOperandTypePointer;
  op.src.op.ptr.ptr = src.data();
  op.dst.type = cudaMemcpyOperandTypePointer;
  op.dst.op.ptr.ptr = dst.data();
  op.extent = make_cudaExtent(64, 4, 1);
  op.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3DBatchAsync(1, &op, 0, stream), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
