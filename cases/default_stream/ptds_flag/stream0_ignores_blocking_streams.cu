// cudasem-build: -DCUDA_API_PER_THREAD_DEFAULT_STREAM=1
// SPDX-License-Identifier: Apache-2.0
// .cu: the flag must reach nvcc. Per-thread behavior by the -D compiler flag, without
// --default-stream: a probe in stream 0 runs while a gate holds a blocking stream.
#include "cudasem/cudasem.h"
#include "../default_stream.h"

CUDASEM_CASE(PerThreadDefaultStreamFlag, Stream0IgnoresBlockingStreams,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.2. Default Stream",
            .quote =
                "the CUDA_API_PER_THREAD_DEFAULT_STREAM macro needs to be defined with the -DCUDA_API_PER_THREAD_DEFAULT_STREAM=1 compiler flag."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::default_stream;
  cudasem::Stream blocking(cudaStreamDefault);
  bool ran_while_held = false;
  ASSERT_NO_FATAL_FAILURE(stream0_probe_ran_while_gate_held(blocking, &ran_while_held));
  EXPECT_TRUE(ran_while_held);
}
