// SPDX-License-Identifier: Apache-2.0
// cuStreamDestroy of a stream that a gate still holds returns while the gate holds.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamDestroy, PendingReturnsAtOnce,
    {
        .api = {"cuStreamDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuStreamDestroy",
            .quote =
                "In case the device is still doing work in the stream hStream when cuStreamDestroy() is called, the function will return immediately"},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = cudasem::under_every_tool(
            "under compute-sanitizer the stream's destroy waits for its pending gated kernel (the gate is never seen held when it returns), which changes the behavior under test"),
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Gate gate;
  CUstream stream = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  gate.launch(stream);
  gate.arm_watchdog(cudasem::milliseconds(10000));

  CUDASEM_EXPECT_CU_ERROR(drv.cuStreamDestroy(stream), CUDA_SUCCESS);

  const bool returned_while_held = !gate.finished();
  gate.release();
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
  CUDASEM_EXPECT_TRUE_NAMED("returned_while_gate_held", returned_while_held);
}
