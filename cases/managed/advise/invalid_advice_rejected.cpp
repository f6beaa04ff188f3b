// SPDX-License-Identifier: Apache-2.0
// An advice value outside cudaMemoryAdvise must be rejected.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, InvalidAdviceRejected,
    {
        .api = {"cudaMemAdvise"},
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote = "The advice parameter can take the following values:"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_EXPECT_FAILURE(
      cudaMemAdvise(buffer.data(), buffer.bytes(), static_cast<cudaMemoryAdvise>(99), m::device_location(0)));

  cudasem::last_error(cudasem::LastError::clear);
}
