// SPDX-License-Identifier: Apache-2.0
// What cudaGridDependencySynchronize waits for once the primary has triggered: the primary
// triggers, waits (bounded, 1 s) until the secondary has started, then writes a marker; the
// secondary records whether the marker was there after its sync (the PTX griddepcontrol.wait
// text says the wait covers the prerequisite grid's completion; the RT text only says
// "wait on the dependency").
#include "cudasem/cudasem.h"
#include "../launch_pdl.h"

namespace {
__global__ void primary(volatile unsigned* started, unsigned* marker, unsigned* saw_start) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaTriggerProgrammaticLaunchCompletion();
#endif
  const unsigned long long t0 = cudasem::launch::global_ns();
  while (!*started && cudasem::launch::global_ns() - t0 < 1000000000ull) {
  }
  *saw_start = *started;
  *marker = 0x600du;
}
__global__ void secondary(volatile unsigned* started, const volatile unsigned* marker, unsigned* seen) {
  *started = 1;
  __threadfence();
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaGridDependencySynchronize();
#endif
  *seen = *marker;
}
}  // namespace

CUDASEM_CASE(ProgrammaticDependentLaunch, SyncAfterTriggerSeesLaterWrites,
    {
        .api = {"cudaLaunchKernelEx"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticStreamSerialization)",
            .quote =
                "The dependent launches can choose to wait on the dependency using the programmatic sync (cudaGridDependencySynchronize() or equivalent PTX instructions)."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> words(4);  // started, marker, saw_start, seen
  CUDASEM_ASSERT_OK(cudaMemset(words.data(), 0, words.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned* w = words.data();
  cudasem::launch::PdlConfigs pdl(stream, dim3(1), dim3(1));

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&pdl.first, primary, w, w + 1, w + 2));
  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&pdl.second, secondary, w, static_cast<const unsigned*>(w + 1), w + 3));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, words.data(), words.bytes(), cudaMemcpyDeviceToHost));

  cudasem::observe("secondary_started_while_primary_ran", host[2] == 1);
  cudasem::observe("secondary_saw_post_trigger_write", host[3] == 0x600du);
}
