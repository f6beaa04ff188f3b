// SPDX-License-Identifier: Apache-2.0
// An older Programming Guide listed a copy within one device's memory among the operations
// that prevent concurrency between commands of different streams; later editions dropped the list
// (the 13.0 text names only a CUDA operation on the NULL stream): the cited edition's promise binds
// no current runtime, and today's text says nothing of this call (claim hedge: the text is silent). The copy goes to the second
// blocking stream (not the legacy stream, whose ordering SSYNC already documents).
// Records whether the call waited for a gate in a blocking stream, and whether a host-function
// probe issued afterwards in a second blocking stream waited for it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(ImplicitSynchronization, SameDeviceCopyBetweenStreams,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C Programming Guide (10.2) 3.2.5.5.4. Implicit Synchronization",
            .quote =
                "Two commands from different streams cannot run concurrently if any one of the following operations is issued in-between them by the host thread: a page-locked host memory allocation, a device memory allocation, a device memory set, a memory copy between two addresses to the same device memory,",
            .version = "10.2",
            .url =
                "https://docs.nvidia.com/cuda/archive/10.2/cuda-c-programming-guide/index.html#implicit-synchronization"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault);
  cudasem::DeviceBuffer<unsigned char> src(1 << 20), dst(1 << 20);
  CUDASEM_ASSERT_OK(cudasem::zero_fill(src));
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(first);
  gate.arm_watchdog(cudasem::milliseconds(2000));

  CUDASEM_EXPECT_OK(cudaMemcpyAsync(dst.data(), src.data(), src.bytes(), cudaMemcpyDeviceToDevice, second));
  const bool call_waited = gate.released();
  probe.enqueue(second);
  const bool probe_ran = probe.wait_ran(cudasem::milliseconds(40000));

  cudasem::observe("call_waited_for_gate", call_waited);
  cudasem::observe("later_work_in_other_stream_waited", probe_ran && probe.saw_gate_finished());
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
