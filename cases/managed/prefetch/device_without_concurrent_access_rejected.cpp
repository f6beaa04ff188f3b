// SPDX-License-Identifier: Apache-2.0
// A prefetch to a device without concurrentManagedAccess must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, DeviceWithoutConcurrentAccessRejected,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "Specifying cudaMemLocationTypeDevice for cudaMemLocation::type will prefetch memory to GPU specified by device ordinal cudaMemLocation::id which must have non-zero value for the device attribute concurrentManagedAccess."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") == 0},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
