// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2DAsync with a source pitch one byte past the device's maximum pitch
// (cudaDevAttrMaxPitch + 1), 64 bytes a row, two rows, on a device buffer large enough for both
// rows at that pitch (errors_pitch.h): the text says the call returns an error for a pitch past the
// maximum; the code is recorded.
#include "../errors_pitch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy2DAsync, PitchBeyondMaximumFails,
    {
        .api = {"cudaMemcpy2DAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2DAsync",
            .quote = "cudaMemcpy2DAsync() returns an error if dpitch or spitch is greater than the maximum allowed."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::errors::PitchBeyondMaximum o;
  ASSERT_NO_FATAL_FAILURE(o.set_up());
  using P = cudasem::errors::PitchBeyondMaximum;

  CUDASEM_EXPECT_FAILURE(cudaMemcpy2DAsync(
      o.small.data(), 256, o.wide(), o.pitch, P::kWidth, P::kRows, cudaMemcpyDeviceToDevice, o.stream));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(o.stream));
}
