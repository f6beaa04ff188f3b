// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolCreate with a pinned pool whose location type is cudaMemLocationTypeInvalid: the text names no error for it (characterization: records the code).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCreate, InvalidLocationTypeResultRecorded,
    {
        .api = {"cudaMemPoolCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote =
                "The poolProps determines the properties of the pool such as the backing device and IPC capabilities."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudaMemPoolProps props = cudasem::mempool::device_pool_props(0);
  props.location.type = cudaMemLocationTypeInvalid;

  // The text names no error for this input: the case records what the call returns.
  cudasem::mempool::observe_pool_create(props);
}
