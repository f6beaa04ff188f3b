// SPDX-License-Identifier: Apache-2.0
// Using a destroyed handle is undefined, so a helper process does it: a crash is an observation.
#include "cudasem/cudasem.h"

#include <sys/wait.h>

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

CUDASEM_CASE(CudaStreamDestroy, UseOfDestroyedHandle, {
    .id = "streams.destroy.use_of_destroyed_handle",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaStreamDestroy",
             .quote = "Destroys and cleans up the asynchronous stream specified by stream.",
             .version = "13.0"},
    .needs = {cudasem::linux_os()},
}) {
  const std::string command = "timeout 30 '" + cudasem::self_executable() +
                              "' --cudasem-helper=stream_use_after_destroy 2>/dev/null";

  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string output;
  char line[256];
  while (std::fgets(line, sizeof(line), pipe)) output += line;
  const int status = pclose(pipe);

  cudasem::observe("helper_output", output);
  cudasem::observe("helper_exit_code", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  ASSERT_TRUE(WIFEXITED(status)) << "pclose status " << status;
  const int code = WEXITSTATUS(status);
  ASSERT_NE(code, 3) << "helper could not create a stream";
  ASSERT_NE(code, 4) << "helper could not destroy its stream";
}
