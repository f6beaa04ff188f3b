// SPDX-License-Identifier: Apache-2.0
// The attach flags must be exactly one of Global, Host or Single: 0 and Global|Host must fail.
// The calls run in a helper process (a driver that crashes on them must not take the case with
// it); the helper sends each call's result.
#include <string>

#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(managed_attach_invalid_flags) {
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  cudaStream_t stream = nullptr;
  if (!buffer.data() || cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) != cudaSuccess) return 3;
  for (unsigned flags : {0u, unsigned{cudaMemAttachGlobal | cudaMemAttachHost}}) {
    cudasem::helper_send("flags_" + std::to_string(flags), cudaStreamAttachMemAsync(stream, buffer.data(), 0, flags));
  }
  cudaStreamSynchronize(stream);
  cudaStreamDestroy(stream);
  return 0;
}

CUDASEM_CASE(CudaStreamAttachMemAsync, InvalidFlagsRejected,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote =
                "The stream association is specified using flags which must be one of cudaMemAttachGlobal, cudaMemAttachHost or cudaMemAttachSingle."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::linux_os()},
    }) {
  cudasem::HelperRun r = cudasem::run_helper("managed_attach_invalid_flags", {}, std::chrono::seconds(60));

  cudasem::observe("helper_exit_code", r.exit_code);
  std::string output;  // what the helper reported, as this observation has always shown it: "flags <n> <error>"
  bool accepted = false;
  for (const auto& m : r.messages) {
    output += "flags " + m.key.substr(m.key.find('_') + 1) + " " + m.text() + "\n";
    accepted = accepted || (m.code() && m.code()->code == cudaSuccess);
  }
  cudasem::observe("helper_output", output);
  ASSERT_TRUE(r.finished) << r.error;
  EXPECT_EQ(r.exit_code, 0) << "the helper died (128 + signal) or could not set up:\n" << r.output;
  EXPECT_FALSE(accepted) << "an invalid flags value was accepted:\n" << r.output;
  EXPECT_TRUE(r.has("flags_3")) << "the helper did not reach the second call:\n" << r.output;
}
