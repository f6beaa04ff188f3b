// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
// A gate kernel runs in one stream; a 64 MiB device-to-device copy in another stream completes
// before it ends.
#include "cudasem/cudasem.h"
#include "../concurrency.h"

CUDASEM_CASE(CopyKernelOverlap, D2DOverlapsKernel,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.3. Overlap of Data Transfer and Kernel Execution",
            .quote =
                "It is also possible to perform an intra-device copy simultaneously with kernel execution (on devices that support the concurrentKernels device property)"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("concurrentKernels") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned char> src(64 << 20), dst(64 << 20);
  CUDASEM_ASSERT_OK(cudasem::zero_fill(src));
  bool copied_while_kernel_ran = false;
  ASSERT_NO_FATAL_FAILURE(cudasem::concurrency::copy_while_gate_runs(
      [&](cudaStream_t s) { return cudaMemcpyAsync(dst.data(), src.data(), src.bytes(), cudaMemcpyDeviceToDevice, s); },
      &copied_while_kernel_ran));
}
