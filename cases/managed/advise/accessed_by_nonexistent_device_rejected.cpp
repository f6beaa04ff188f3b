// SPDX-License-Identifier: Apache-2.0
// SetAccessedBy needs a valid device ordinal: the device count (one past the last) must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, AccessedByNonexistentDeviceRejected, {
    .api = {"cudaMemAdvise"},
    .cite = {.doc = "RT", .section = "cudaMemAdvise",
             .quote = "The cudaMemLocation::type must be either cudaMemLocationTypeDevice with cudaMemLocation::id representing a valid device ordinal"},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_EXPECT_FAILURE(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetAccessedBy, m::device_location(count)));

  cudasem::environment("device_count", count);
  cudasem::last_error(cudasem::LastError::clear);
}
