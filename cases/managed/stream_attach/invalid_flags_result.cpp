// SPDX-License-Identifier: Apache-2.0
// The attach flags must be exactly one of Global, Host or Single, a requirement on the caller: the
// text names no error for 0 or Global|Host (characterization: records what each call does). The
// calls run in a helper process (a driver that crashes on them must not take the case with it; with
// flags 0 the 580 driver's helper died of SIGSEGV); the helper sends each call's result, and the
// case records the helper's exit code (128 + signal when it died) and what it sent.
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

CUDASEM_CASE(CudaStreamAttachMemAsync, InvalidFlagsResultRecorded,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote =
                "The stream association is specified using flags which must be one of cudaMemAttachGlobal, cudaMemAttachHost or cudaMemAttachSingle."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::linux_os()},
    }) {
  cudasem::HelperRun r = cudasem::run_helper("managed_attach_invalid_flags", {}, std::chrono::seconds(60));

  // A harness error only: the helper could not be run or did not finish in time.
  CUDASEM_ASSERT_TRUE_NAMED("helper.finished", r.finished) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper.set_up_buffer_and_stream", r.exit_code != 3)
      << "the helper could not set up its managed buffer and stream:\n"
      << r.output;

  // A caller requirement: the case records what happened, a crash included.
  cudasem::observe("helper_exit_code", r.exit_code);
  std::string output;  // what the helper reported, as this observation has always shown it: "flags <n> <error>"
  for (const auto& m : r.messages) output += "flags " + m.key.substr(m.key.find('_') + 1) + " " + m.text() + "\n";
  cudasem::observe("helper_output", output);
  cudasem::observe("reached_second_call", r.has("flags_3"));
}
