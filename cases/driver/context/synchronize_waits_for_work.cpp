// SPDX-License-Identifier: Apache-2.0
// In the primary context (made current through the driver API), a gate holds a stream and a
// kernel behind it writes a marker into mapped pinned memory; cuCtxSynchronize must return only
// after that marker is written.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxSynchronize, WaitsForWork,
    {
        .api = {"cuCtxSynchronize"},
        .cite = {.doc = "DRV",
            .section = "cuCtxSynchronize",
            .quote = "Blocks until the current context has completed all preceding requested tasks."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> marker(1, cudaHostAllocMapped);
  marker[0] = 0;
  unsigned at_return = 0;

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(stream, marker.data(), 0x5eed));
    CUDASEM_EXPECT_CU_ERROR(drv.cuCtxSynchronize(), CUDA_SUCCESS);
    at_return = *static_cast<volatile unsigned*>(marker.data());
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("marker_at_return", at_return, 0x5eedu);
}
