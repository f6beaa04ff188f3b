// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2DFromArrayAsync with a destination pitch one byte past the device's maximum pitch
// (cudaDevAttrMaxPitch + 1), 64 bytes a row, two rows, on a device buffer large enough for both
// rows at that pitch (errors_pitch.h): the text says the call returns an error for a pitch past the
// maximum; the code is recorded.
#include "../errors_pitch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DFromArrayAsync, PitchBeyondMaximumFails,
    {
        .api = {"cudaMemcpy2DFromArrayAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DFromArrayAsync",
            .quote = "cudaMemcpy2DFromArrayAsync() returns an error if dpitch exceeds the maximum allowed."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::errors::PitchBeyondMaximum o;
  ASSERT_NO_FATAL_FAILURE(o.set_up());
  using P = cudasem::errors::PitchBeyondMaximum;

  CUDASEM_EXPECT_FAILURE(cudaMemcpy2DFromArrayAsync(
      o.wide(), o.pitch, o.array, 0, 0, P::kWidth, P::kRows, cudaMemcpyDeviceToDevice, o.stream));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(o.stream));
}
