// SPDX-License-Identifier: Apache-2.0
// A device-0 stream made to wait (cudaStreamWaitEvent) for an event recorded after a gate on a
// device-1 stream runs its next work only after the gate: a host probe there sees it finished.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CrossDeviceStreams, WaitEventAcrossDevicesOrders,
    {
        .api = {"cudaStreamWaitEvent", "cudaEventRecord"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.3. Stream and Event Behavior",
            .quote =
                "cudaStreamWaitEvent() will succeed even if the input stream and input event are associated to different devices."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);
  cudasem::Event e1(cudaEventDisableTiming);
  cudasem::Gate gate;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Stream s0(cudaStreamNonBlocking);
  cudasem::HostProbe probe(&gate);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  gate.launch(s1);
  CUDASEM_ASSERT_OK(cudaEventRecord(e1, s1));
  gate.arm_watchdog(cudasem::milliseconds(300));
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t wait = cudaStreamWaitEvent(s0, e1, 0);
  probe.enqueue(s0);
  const bool ran = probe.wait_ran(cudasem::milliseconds(40000));

  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished());
  CUDASEM_EXPECT_OK_OF(cudaStreamWaitEvent, wait);
  CUDASEM_ASSERT_TRUE_NAMED("probe.ran", ran) << "the probe never ran";
  CUDASEM_EXPECT_TRUE_NAMED("probe.saw_gate_finished", probe.saw_gate_finished());
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s0));
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s1));
}
