// SPDX-License-Identifier: Apache-2.0
// Using a destroyed handle is undefined, so a helper process does it: a crash is an observation.
#include "cudasem/cudasem.h"

#include <cstdio>
#include <string>

CUDASEM_HELPER(stream_use_after_destroy) {
  cudaStream_t stream = nullptr;
  if (cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) != cudaSuccess) return 3;
  if (cudaStreamDestroy(stream) != cudaSuccess) return 4;
  std::printf("query=%s\n", cudaGetErrorName(cudaStreamQuery(stream)));
  std::fflush(stdout);
  std::printf("synchronize=%s\n", cudaGetErrorName(cudaStreamSynchronize(stream)));
  std::fflush(stdout);
  std::printf("launch=%s\n", cudaGetErrorName(cudasem::kernels::launch_empty(stream)));
  std::fflush(stdout);
  std::printf("device_synchronize=%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}

CUDASEM_CASE(CudaStreamDestroy, UseOfDestroyedHandle,
    {
        .api = {"cudaStreamDestroy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamDestroy",
            .quote = "Destroys and cleans up the asynchronous stream specified by stream."},
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::HelperRun r = cudasem::run_helper("stream_use_after_destroy", {}, std::chrono::seconds(30));

  cudasem::observe("helper_output", r.output);
  cudasem::observe("helper_exit_code", r.exit_code);  // 128 + signal when the helper crashed
  ASSERT_TRUE(r.started) << r.error;
  ASSERT_TRUE(r.finished) << "the helper outlived its 30 s limit and was killed";
  ASSERT_NE(r.exit_code, 3) << "helper could not create a stream";
  ASSERT_NE(r.exit_code, 4) << "helper could not destroy its stream";
}
