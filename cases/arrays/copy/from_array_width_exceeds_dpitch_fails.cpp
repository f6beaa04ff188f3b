// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2DFromArray with a width larger than dpitch fails with one of its documented
// codes (the host buffer is large enough for the copy either way).
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DFromArray, WidthBeyondPitchFails,
    {
        .api = {"cudaMemcpy2DFromArray"},
        .cite = {.doc = "RT", .section = "cudaMemcpy2DFromArray", .quote = "width must not exceed dpitch."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 8));
  std::vector<unsigned char> host(64 * 8 * 2, 0);

  CUDASEM_EXPECT_FAILURE(cudaMemcpy2DFromArray(host.data(), 32, array.get(), 0, 0, 64, 8, cudaMemcpyDeviceToHost));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
