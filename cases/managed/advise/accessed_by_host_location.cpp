// SPDX-License-Identifier: Apache-2.0
// Characterization: SetAccessedBy with a host location is allowed; records the result and what
// the AccessedBy list (a list of device ids) shows for it.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, AccessedByHostLocation,
    {
        .api = {"cudaMemAdvise"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "The cudaMemLocation::type must be either cudaMemLocationTypeDevice with cudaMemLocation::id representing a valid device ordinal or cudaMemLocationTypeHost and cudaMemLocation::id will be ignored."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  cudaError_t result = cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetAccessedBy, m::host_location());

  auto list = m::accessed_by(buffer.data(), buffer.bytes(), 3);
  cudasem::observe("advise_result", result);
  cudasem::observe("accessed_by", m::list_text(list.devices));
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, list.result);
  cudasem::last_error(cudasem::LastError::clear);
}
