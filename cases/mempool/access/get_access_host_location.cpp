// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemPoolGetAccess of a device pool from the host location
// (cudaMemLocationTypeHost); records the result and the flags.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, GetAccessHostLocation,
    {
        .api = {"cudaMemPoolGetAccess"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAccess",
            .quote = "Returns the accessibility of the pool's memory from the specified location."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemLocation host{};
  host.type = cudaMemLocationTypeHost;
  cudaMemAccessFlags flags = static_cast<cudaMemAccessFlags>(-1);

  cudaError_t result = cudaMemPoolGetAccess(&flags, pool.get(), &host);

  cudasem::observe("get_access", result);
  cudasem::observe("host_flags", static_cast<int>(flags));
  cudasem::last_error(cudasem::LastError::clear);
}
