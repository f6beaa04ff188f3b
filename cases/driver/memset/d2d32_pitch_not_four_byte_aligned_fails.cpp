// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemsetD2D32 of 16 values x 4 rows with dstPitch 130 (two bytes past a
// multiple of four) is called; the text names no outcome for it, and the code is recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD2D32, PitchNotFourByteAlignedFails,
    {
        .api = {"cuMemsetD2D32"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemsetD2D32",
            .quote = "The dstDevice pointer and dstPitch offset must be four byte aligned."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, 4096);

  cudasem::observe("d2d32_pitch_not_four_byte_aligned_result", drv.cuMemsetD2D32(base, 130, 0xdeadbeefu, 16, 4));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
