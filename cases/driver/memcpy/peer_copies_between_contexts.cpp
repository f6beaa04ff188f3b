// SPDX-License-Identifier: Apache-2.0
// cuMemcpyPeer of 1 MiB from an allocation of the primary context to one of a second context
// (cuCtxCreate) on the same device: every byte arrives, read back in the second context.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyPeer, CopiesBetweenContexts,
    {
        .api = {"cuMemcpyPeer"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyPeer",
            .quote = "Copies from device memory in one context to device memory in another context."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_peer_copy_between_contexts(/*async=*/false);
}
