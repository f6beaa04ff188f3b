// SPDX-License-Identifier: Apache-2.0
// Work in cudaStreamLegacy waits for a gate in a blocking stream, as the legacy stream does.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamLegacy, WaitsForBlockingStream,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "The legacy default stream can be used explicitly with the CUstream (cudaStream_t) handle CU_STREAM_LEGACY (cudaStreamLegacy)."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);

  const auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    gate.launch(blocking);
    probe.enqueue(cudaStreamLegacy);
  });

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
