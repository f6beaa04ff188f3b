// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemcpy2DFromArray with wOffset + width beyond the array's width; the
// text says the caller must not do this, and names no outcome: records the code.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DFromArray, WidthBeyondArrayFails,
    {
        .api = {"cudaMemcpy2DFromArray"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DFromArray",
            .quote = "wOffset + width must not exceed the width of the CUDA array src."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 8));
  std::vector<unsigned char> host(128 * 8, 0);

  const cudaError_t result = cudaMemcpy2DFromArray(host.data(), 128, array.get(), 40, 0, 32, 8, cudaMemcpyDeviceToHost);
  cudasem::observe("copy_beyond_source_width", result);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
