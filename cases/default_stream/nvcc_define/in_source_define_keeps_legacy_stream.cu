// SPDX-License-Identifier: Apache-2.0
// .cu: nvcc is the behavior. Its implicit include of cuda_runtime.h comes before this #define,
// so stream 0 here stays the legacy stream: a probe in it waits for a gate in a blocking stream.
#define CUDA_API_PER_THREAD_DEFAULT_STREAM 1
#include "cudasem/cudasem.h"
#include "../default_stream.h"

CUDASEM_CASE(NvccInSourceDefine, KeepsLegacyStream,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.2. Default Stream",
            .quote =
                "cannot be used to enable this behavior when the code is compiled by nvcc as nvcc implicitly includes cuda_runtime.h"},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::default_stream;
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::ProbeOrder order;
  ASSERT_NO_FATAL_FAILURE(stream0_probe_after_gate(blocking, &order));
  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
