// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemcpy2DArrayToArray with wOffsetDst + width beyond the destination
// array's width; the text says the caller must not do this, and names no outcome: records the code.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DArrayToArray, WidthBeyondDestinationFails,
    {
        .api = {"cudaMemcpy2DArrayToArray"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DArrayToArray",
            .quote = "wOffsetDst + width must not exceed the width of the CUDA array dst."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Array src, dst;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(src, cudasem::uchar1_desc(), 128, 8));
  CUDASEM_ASSERT_OK(cudasem::malloc_array(dst, cudasem::uchar1_desc(), 64, 8));

  const cudaError_t result =
      cudaMemcpy2DArrayToArray(dst.get(), 40, 0, src.get(), 0, 0, 32, 8, cudaMemcpyDeviceToDevice);
  cudasem::observe("copy_beyond_destination_width", result);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
