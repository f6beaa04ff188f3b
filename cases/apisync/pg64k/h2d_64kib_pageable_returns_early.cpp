// SPDX-License-Identifier: Apache-2.0
// PG side of the 64 KB disagreement (the SYNC side is
// apisync.memcpy.h2d_64kib_pageable_waits_for_legacy_stream): the PG lists small H2D copies
// as asynchronous, so a 64 KiB pageable cudaMemcpy returns while a gate holds the legacy stream.
#include "cudasem/cudasem.h"
#include "../apisync.h"

CUDASEM_CASE(CudaMemcpyPG, H2D64KiBPageableReturnsEarly,
    {
        .api = {"cudaMemcpy"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.1. Concurrent Execution between Host and Device",
            .quote = "Memory copies from host to device of a memory block of 64 KB or less"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::apisync::h2d_64kib_returns_while_legacy_stream_held<cudasem::PageableBuffer<unsigned char>>();
}
