// SPDX-License-Identifier: Apache-2.0
// An older Programming Guide listed a device memory set among the operations that prevent
// concurrency between commands of different streams; later editions dropped the list (the 13.0
// text names only a CUDA operation on the NULL stream): the cited edition's promise binds no current
// runtime, and today's text says nothing of this call (claim hedge: the text is silent). The memset goes to the second blocking
// stream (not the legacy stream, whose ordering SSYNC already documents).
// Records whether the call waited for a gate in a blocking stream, and whether a host-function
// probe issued afterwards in a second blocking stream waited for it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(ImplicitSynchronization, DeviceMemsetBetweenStreams,
    {
        .api = {"cudaMemsetAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C Programming Guide (10.2) 3.2.5.5.4. Implicit Synchronization",
            .quote =
                "Two commands from different streams cannot run concurrently if any one of the following operations is issued in-between them by the host thread: a page-locked host memory allocation, a device memory allocation, a device memory set,",
            .version = "10.2",
            .url =
                "https://docs.nvidia.com/cuda/archive/10.2/cuda-c-programming-guide/index.html#implicit-synchronization"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault);
  cudasem::DeviceBuffer<unsigned char> device(1 << 20);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(first);
  gate.arm_watchdog(cudasem::milliseconds(2000));

  CUDASEM_EXPECT_OK(cudaMemsetAsync(device.data(), 0, device.bytes(), second));
  const bool call_waited = gate.released();
  probe.enqueue(second);
  const bool probe_ran = probe.wait_ran(cudasem::milliseconds(40000));

  cudasem::observe("call_waited_for_gate", call_waited);
  cudasem::observe("later_work_in_other_stream_waited", probe_ran && probe.saw_gate_finished());
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
