// SPDX-License-Identifier: Apache-2.0
// cuMemsetD2D16 of 16 values x 4 rows with dstPitch 101 (odd) must fail with a documented code.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD2D16, OddPitchFails,
    {
        .api = {"cuMemsetD2D16"},
        .cite = {.doc = "DRV",
            .section = "cuMemsetD2D16",
            .quote = "The dstDevice pointer and dstPitch offset must be two byte aligned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, 4096);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemsetD2D16(base, 101, 0xbeef, 16, 4));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
