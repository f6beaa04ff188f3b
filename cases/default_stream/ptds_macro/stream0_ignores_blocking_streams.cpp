// SPDX-License-Identifier: Apache-2.0
// Per-thread behavior by macro: defined before any CUDA header is included, in a .cpp that the
// host compiler builds (nvcc would include cuda_runtime.h before this line). The runtime header
// then maps this file's stream-0 calls to their per-thread entry points (only this file's).
#define CUDA_API_PER_THREAD_DEFAULT_STREAM 1
#include "cudasem/cudasem.h"
#include "../default_stream.h"

CUDASEM_CASE(PerThreadDefaultStreamMacro, Stream0IgnoresBlockingStreams,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Default stream",
            .quote =
                "Alternatively, per-thread behavior can be enabled by defining the CUDA_API_PER_THREAD_DEFAULT_STREAM macro before including any CUDA headers."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::default_stream;
  cudasem::Stream blocking(cudaStreamDefault);
  bool ran_while_held = false;
  ASSERT_NO_FATAL_FAILURE(stream0_probe_ran_while_gate_held(blocking, &ran_while_held));
  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
