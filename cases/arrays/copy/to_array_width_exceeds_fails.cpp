// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemcpy2DToArray with wOffset + width beyond the array's width; the text
// says the caller must not do this, and names no outcome: records the code.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DToArray, WidthBeyondArrayFails,
    {
        .api = {"cudaMemcpy2DToArray"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DToArray",
            .quote = "wOffset + width must not exceed the width of the CUDA array dst."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 8));
  std::vector<unsigned char> host(128 * 8, 1);

  const cudaError_t result = cudaMemcpy2DToArray(array.get(), 40, 0, host.data(), 128, 32, 8, cudaMemcpyHostToDevice);
  cudasem::observe("copy_beyond_destination_width", result);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
