// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2DFromArray with wOffset + width beyond the array's width fails with one of its
// documented codes.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DFromArray, WidthBeyondArrayFails,
    {
        .api = {"cudaMemcpy2DFromArray"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DFromArray",
            .quote = "wOffset + width must not exceed the width of the CUDA array src."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 8));
  std::vector<unsigned char> host(128 * 8, 0);

  CUDASEM_EXPECT_FAILURE(cudaMemcpy2DFromArray(host.data(), 128, array.get(), 40, 0, 32, 8, cudaMemcpyDeviceToHost));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
