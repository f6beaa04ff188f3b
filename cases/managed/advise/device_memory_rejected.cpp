// SPDX-License-Identifier: Apache-2.0
// cudaMalloc memory is neither managed nor system-allocated: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, DeviceMemoryRejected,
    {
        .api = {"cudaMemAdvise"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemAdvise",
            .quote =
                "The memory range must refer to managed memory allocated via cudaMallocManaged or declared via __managed__ variables."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::DeviceBuffer<unsigned> device(1 << 16);
  ASSERT_NE(device.data(), nullptr);

  cudasem::observe("cudaMemAdvise_result",
      cudaMemAdvise(device.data(), device.bytes(), cudaMemAdviseSetPreferredLocation, m::device_location(0)));

  cudasem::last_error(cudasem::LastError::clear);
}
