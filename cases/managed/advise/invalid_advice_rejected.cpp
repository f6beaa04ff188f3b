// SPDX-License-Identifier: Apache-2.0
// An advice value outside cudaMemoryAdvise: what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, InvalidAdviceRejected,
    {
        .api = {"cudaMemAdvise"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote = "The advice parameter can take the following values:"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);

  cudasem::observe("cudaMemAdvise_result",
      cudaMemAdvise(buffer.data(), buffer.bytes(), static_cast<cudaMemoryAdvise>(99), m::device_location(0)));

  cudasem::last_error(cudasem::LastError::clear);
}
