// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy2D with a kind that is none of the cudaMemcpyKind values: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2D, InvalidKindFails,
    {
        .api = {"cudaMemcpy2D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy2D",
            .quote =
                "where kind specifies the direction of the copy, and must be one of cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, or cudaMemcpyDefault."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::DeviceBuffer<unsigned char> a(1024), b(1024);

  cudasem::observe(
      "cudaMemcpy2D_result", cudaMemcpy2D(b.data(), 64, a.data(), 64, 64, 4, static_cast<cudaMemcpyKind>(7)));

  cudasem::last_error(cudasem::LastError::clear);
}
