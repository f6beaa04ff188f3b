// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DAsync with a source pitch one byte past the device's maximum pitch
// (cudaDevAttrMaxPitch + 1), 64 bytes a row, two rows, on a device buffer large enough for both
// rows at that pitch (errors_pitch.h): the text says the call returns an error for a pitch past the
// maximum; the code is recorded.
#include "../errors_pitch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy3DAsync, PitchBeyondMaximumFails,
    {
        .api = {"cudaMemcpy3DAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DAsync",
            .quote =
                "cudaMemcpy3DAsync() returns an error if the pitch of srcPtr or dstPtr exceeds the maximum allowed."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::errors::PitchBeyondMaximum o;
  ASSERT_NO_FATAL_FAILURE(o.set_up());
  const cudaMemcpy3DParms params = o.params_3d();

  CUDASEM_EXPECT_FAILURE(cudaMemcpy3DAsync(&params, o.stream));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(o.stream));
}
