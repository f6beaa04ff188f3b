// SPDX-License-Identifier: Apache-2.0
// Shared by the default_stream cases: the body of the stream-0 cases compiled under different
// default-stream modes (ptds/, ptds_flag/, ptds_macro/, nvcc_define/): a gate holds one stream
// and a host-function probe is enqueued into stream 0.
//
// What "stream 0" means is decided by how the INCLUDING file is compiled (--default-stream,
// -DCUDA_API_PER_THREAD_DEFAULT_STREAM, or the macro defined before the first CUDA header),
// because the runtime header maps stream-0 calls per translation unit. So everything here has
// internal linkage (an anonymous namespace inside cudasem::default_stream): each including file
// gets its own copy, compiled in its own mode. (ptds_macro/ and nvcc_define/ are linked into one
// binary with opposite modes; shared inline definitions would be merged by the linker.) Never
// move this into the harness library, which is compiled once, for the legacy default stream.
#pragma once

#include "cudasem/cudasem.h"

namespace cudasem::default_stream {
namespace {

// cudaLaunchHostFunc(0, ...): stream 0 as this file's compile mode resolves it.
[[maybe_unused]] cudaError_t enqueue_in_stream0(cudasem::HostProbe& probe) {
  return probe.enqueue_with([](cudaHostFn_t fn, void* arg) { return cudaLaunchHostFunc(0, fn, arg); });
}

// "Stream 0 does not wait for `gated`": see cudasem::probe_ran_while_gate_held. A failed
// enqueue is a fatal failure: call it in ASSERT_NO_FATAL_FAILURE.
[[maybe_unused]] void stream0_probe_ran_while_gate_held(cudaStream_t gated, bool* ran_while_held) {
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(gated);
  CUDASEM_ASSERT_OK(enqueue_in_stream0(probe));
  *ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);
}

// "Stream 0 waits for `gated`": see cudasem::probe_after_gate (asked at two release delays).
[[maybe_unused]] void stream0_probe_after_gate(cudaStream_t gated, cudasem::ProbeOrder* order) {
  *order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    gate.launch(gated);
    CUDASEM_ASSERT_OK(enqueue_in_stream0(probe));
  });
}

}  // namespace
}  // namespace cudasem::default_stream
