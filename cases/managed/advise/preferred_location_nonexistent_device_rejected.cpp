// SPDX-License-Identifier: Apache-2.0
// SetPreferredLocation to a device ordinal that does not exist (the device count) must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, PreferredLocationNonexistentDeviceRejected, {
    .api = {"cudaMemAdvise"},
    .cite = {.doc = "RT", .section = "cudaMemAdvise",
             .quote = "If cudaMemLocation::type is a cudaMemLocationTypeDevice, then cudaMemLocation::id must be a valid device ordinal and the device must have a non-zero value for the device attribute cudaDevAttrConcurrentManagedAccess."},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_EXPECT_FAILURE(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetPreferredLocation, m::device_location(count)));

  cudasem::environment("device_count", count);
  cudasem::last_error(cudasem::LastError::clear);
}
