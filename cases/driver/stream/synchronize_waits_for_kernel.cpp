// SPDX-License-Identifier: Apache-2.0
// A stream made with cuStreamCreate is held by a gate; a kernel behind it writes a marker into
// mapped pinned memory; cuStreamSynchronize must return only after the marker is written.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamSynchronize, WaitsForKernel,
    {
        .api = {"cuStreamSynchronize"},
        .cite = {.doc = "DRV",
            .section = "cuStreamSynchronize",
            .quote = "Waits until the device has completed all operations in the stream specified by hStream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::PinnedBuffer<unsigned> marker(1, cudaHostAllocMapped);
  marker[0] = 0;
  unsigned at_return = 0;

  auto r = cudasem::call_behind_gate(stream.get(), [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(stream.get(), marker.data(), 0x51de));
    CUDASEM_EXPECT_CU_ERROR(drv.cuStreamSynchronize(stream.get()), CUDA_SUCCESS);
    at_return = *static_cast<volatile unsigned*>(marker.data());
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("marker_at_return", at_return, 0x51deu);
}
