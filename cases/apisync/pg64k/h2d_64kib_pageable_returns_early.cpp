// SPDX-License-Identifier: Apache-2.0
// PG side of the 64 KB disagreement (the SYNC side is
// apisync.memcpy.h2d_64kib_pageable_waits_for_legacy_stream): the PG lists small H2D copies
// as asynchronous, so a 64 KiB pageable cudaMemcpy returns while a gate holds the legacy stream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyPG, H2D64KiBPageableReturnsEarly, {
    .api = {"cudaMemcpy"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.1. Concurrent Execution between Host and Device",
             .quote = "Memory copies from host to device of a memory block of 64 KB or less"},
}) {
  cudasem::PageableBuffer<unsigned char> host(64 * 1024);
  cudasem::DeviceBuffer<unsigned char> device(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = static_cast<unsigned char>(i);

  auto r = cudasem::call_behind_gate_expecting_return(nullptr, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy(device.data(), host.data(), host.bytes(), cudaMemcpyHostToDevice));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  EXPECT_TRUE(r.returned_before_release);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
