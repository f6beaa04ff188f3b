// SPDX-License-Identifier: Apache-2.0
// Using a destroyed handle is undefined, so a helper process does it: a crash is an observation.
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_HELPER(stream_use_after_destroy) {
  cudaStream_t stream = nullptr;
  if (cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) != cudaSuccess) return 3;
  if (cudaStreamDestroy(stream) != cudaSuccess) return 4;
  cudasem::helper_send("query", cudaStreamQuery(stream));
  cudasem::helper_send("synchronize", cudaStreamSynchronize(stream));
  cudasem::helper_send("launch", cudasem::kernels::launch_empty(stream));
  cudasem::helper_send("device_synchronize", cudaDeviceSynchronize());
  return 0;
}

CUDASEM_CASE(CudaStreamDestroy, UseOfDestroyedHandle,
    {
        .api = {"cudaStreamDestroy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamDestroy",
            .quote = "Destroys and cleans up the asynchronous stream specified by stream."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::HelperRun r = cudasem::run_helper("stream_use_after_destroy", {}, std::chrono::seconds(30));

  std::string output;  // what the helper reported, as this observation has always shown it: "<call>=<error name>"
  for (const auto& m : r.messages) output += m.key + "=" + (m.code() ? m.code()->name : m.text()) + "\n";
  cudasem::observe("helper_output", output);
  cudasem::observe("helper_exit_code", r.exit_code);  // 128 + signal when the helper crashed
  CUDASEM_ASSERT_TRUE_NAMED("helper.started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper.finished", r.finished) << "the helper outlived its 30 s limit and was killed";
  CUDASEM_ASSERT_TRUE_NAMED("helper.created_stream", r.exit_code != 3) << "helper could not create a stream";
  CUDASEM_ASSERT_TRUE_NAMED("helper.destroyed_stream", r.exit_code != 4) << "helper could not destroy its stream";
}
