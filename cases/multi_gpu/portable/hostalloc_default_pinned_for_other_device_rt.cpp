// SPDX-License-Identifier: Apache-2.0
// The RT text promises "pinned for all contexts" only for Portable memory; it says nothing of
// non-portable memory in another device's context. Records whether a D2H cudaMemcpyAsync on
// device 1 into non-portable pinned memory (device 0 current at allocation) returned while a
// gate held the stream (pinned-like) or waited (pageable-like).
// (The CUDA Handbook, 2013, says every pinned allocation is portable under UVA; no NVIDIA text
// says so, so that reading is recorded here rather than asserted.)
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_CASE(PortableMemory, HostAllocDefaultPinnedForOtherDeviceRt,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "The memory returned by this call will be considered as pinned memory by all CUDA contexts, not just the one that performed the allocation."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  cudasem::GatedCall r;
  ASSERT_NO_FATAL_FAILURE(cudasem::multi_gpu::d2h_on_device_1_behind_gate(cudaHostAllocDefault, &r));

  cudasem::observe("treated_as_pinned_on_device_1", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
}
