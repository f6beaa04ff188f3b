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

  EXPECT_TRUE(order.ran);
  EXPECT_TRUE(order.saw_gate_finished);
}
