// SPDX-License-Identifier: Apache-2.0
// A prefetch to a device without concurrentManagedAccess: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, DeviceWithoutConcurrentAccessRejected,
    {
        .api = {"cudaMemPrefetchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "Specifying cudaMemLocationTypeDevice for cudaMemLocation::type will prefetch memory to GPU specified by device ordinal cudaMemLocation::id which must have non-zero value for the device attribute concurrentManagedAccess."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") == 0},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe("cudaMemPrefetchAsync_result",
      cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
