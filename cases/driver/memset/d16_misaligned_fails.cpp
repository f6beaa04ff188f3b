// SPDX-License-Identifier: Apache-2.0
// cuMemsetD16 of 16 values at an odd device address (allocation base + 1) must fail with a
// documented code.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD16, MisalignedFails,
    {
        .api = {"cuMemsetD16"},
        .cite = {.doc = "DRV", .section = "cuMemsetD16", .quote = "The dstDevice pointer must be two byte aligned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, 4096);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemsetD16(base + 1, 0xbeef, 16));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
