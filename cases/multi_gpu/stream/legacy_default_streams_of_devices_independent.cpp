// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
// Device 0's legacy default stream does not wait for device 1's: a gate holds device 1's
// default stream, and a host probe on device 0's default stream runs before the gate finishes.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CrossDeviceStreams, LegacyDefaultStreamsOfDevicesIndependent,
    {
        .api = {"cudaLaunchHostFunc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.3. Stream and Event Behavior",
            .quote =
                "commands issued to the default stream of a device may execute out of order or concurrently with respect to commands issued to the default stream of any other device"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::gpus(2)},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(nullptr);
  gate.arm_watchdog(cudasem::milliseconds(20000));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  probe.enqueue(nullptr);
  const bool ran = probe.wait_ran(cudasem::milliseconds(15000));
  const bool ran_while_gate_held = ran && !gate.released();
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("probe_ran_while_gate_held", ran_while_gate_held);
  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished());
}
