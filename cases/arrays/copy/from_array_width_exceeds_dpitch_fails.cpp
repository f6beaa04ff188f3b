// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemcpy2DFromArray with a width larger than dpitch (the host buffer is
// large enough for the copy either way); the text says the caller must not do this, and names no
// outcome: records the code.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DFromArray, WidthBeyondPitchFails,
    {
        .api = {"cudaMemcpy2DFromArray"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMemcpy2DFromArray", .quote = "width must not exceed dpitch."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 8));
  std::vector<unsigned char> host(64 * 8 * 2, 0);

  const cudaError_t result = cudaMemcpy2DFromArray(host.data(), 32, array.get(), 0, 0, 64, 8, cudaMemcpyDeviceToHost);
  cudasem::observe("width_beyond_dpitch", result);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
