// SPDX-License-Identifier: Apache-2.0
// The event of cudaLaunchAttributeProgrammaticEvent must disable timing, a requirement on the caller:
// the text names no error for a launch naming an event created with timing enabled
// (characterization: records the code).
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, ProgrammaticEventRequiresDisableTiming,
    {
        .api = {"cudaLaunchKernelExC"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticEvent)",
            .quote = "The event must disable timing (i.e. must be created with the cudaEventDisableTiming flag set)."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event timed(cudaEventDefault);
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeProgrammaticEvent;
  attr.val.programmaticEvent.event = timed;
  attr.val.programmaticEvent.flags = 0;
  attr.val.programmaticEvent.triggerAtBlockStart = 0;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), stream, 0, &attr, 1);

  // A caller requirement: the case records what the launch returns.
  const cudaError_t result = cudaLaunchKernelExC(&config, reinterpret_cast<const void*>(noop), nullptr);
  cudasem::observe("launch_result", result);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
