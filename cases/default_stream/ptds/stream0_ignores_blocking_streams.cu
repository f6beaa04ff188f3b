// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. A gate holds a blocking stream; a probe in stream 0
// (the per-thread stream here) runs while it holds.
#include "cudasem/cudasem.h"
#include "../default_stream.h"

CUDASEM_CASE(PerThreadDefaultStream, Stream0IgnoresBlockingStreams,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Per-thread default stream",
            .quote = "does not synchronize with other streams (just like explicitly created streams)"},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::default_stream;
  cudasem::Stream blocking(cudaStreamDefault);
  bool ran_while_held = false;
  ASSERT_NO_FATAL_FAILURE(stream0_probe_ran_while_gate_held(blocking, &ran_while_held));
  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
