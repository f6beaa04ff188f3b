// SPDX-License-Identifier: Apache-2.0
// A prefetch to a device ordinal that does not exist (the device count): what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, NonexistentDeviceRejected,
    {
        .api = {"cudaMemPrefetchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote =
                "Specifying cudaMemLocationTypeDevice for cudaMemLocation::type will prefetch memory to GPU specified by device ordinal cudaMemLocation::id which must have non-zero value for the device attribute concurrentManagedAccess."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe("cudaMemPrefetchAsync_result",
      cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(count), 0, stream));

  cudasem::environment("device_count", count);
  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
