// cudasem-build: -DCUDA_API_PER_THREAD_DEFAULT_STREAM=1
// SPDX-License-Identifier: Apache-2.0
// .cu: the flag must reach nvcc. Per-thread behavior by the -D compiler flag, without
// --default-stream (a command-line definition precedes every header the file includes, nvcc's
// implicit cuda_runtime.h too): a probe in stream 0 runs while a gate holds a blocking stream.
#include "cudasem/cudasem.h"
#include "../default_stream.h"

CUDASEM_CASE(PerThreadDefaultStreamFlag, Stream0IgnoresBlockingStreams,
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
  CUDASEM_EXPECT_TRUE_NAMED("stream0_probe.ran_while_blocking_stream_held", ran_while_held);
}
