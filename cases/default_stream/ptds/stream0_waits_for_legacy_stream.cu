// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. A gate holds the legacy stream; a probe issued
// afterwards in stream 0 (the per-thread stream here) runs only after it.
#include "cudasem/cudasem.h"
#include "../default_stream.h"

CUDASEM_CASE(PerThreadDefaultStream, Stream0WaitsForLegacyStream,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Per-thread default stream",
            .quote =
                "The per-thread default stream is not a non-blocking stream and will synchronize with the legacy default stream if both are used in a program."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::default_stream;
  cudasem::ProbeOrder order;
  ASSERT_NO_FATAL_FAILURE(stream0_probe_after_gate(cudaStreamLegacy, &order));
  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
