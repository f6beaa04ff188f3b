// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemsetD2D16 of 16 values x 4 rows with dstPitch 101 (odd) is called; the text
// names no outcome for it, and the code is recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD2D16, OddPitchFails,
    {
        .api = {"cuMemsetD2D16"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemsetD2D16",
            .quote = "The dstDevice pointer and dstPitch offset must be two byte aligned."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, 4096);

  cudasem::observe("d2d16_odd_pitch_result", drv.cuMemsetD2D16(base, 101, 0xbeef, 16, 4));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
