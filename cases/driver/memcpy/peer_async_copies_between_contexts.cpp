// SPDX-License-Identifier: Apache-2.0
// cuMemcpyPeerAsync of 1 MiB from an allocation of the primary context to one of a second context
// (cuCtxCreate) on the same device, in a non-blocking stream: after cuStreamSynchronize every byte
// arrives.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyPeerAsync, CopiesBetweenContexts,
    {
        .api = {"cuMemcpyPeerAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyPeerAsync",
            .quote = "Copies from device memory in one context to device memory in another context."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_peer_copy_between_contexts(/*async=*/true);
}
