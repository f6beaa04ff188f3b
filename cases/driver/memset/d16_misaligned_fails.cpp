// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemsetD16 of 16 values at an odd device address (allocation base + 1) is
// called; the text names no outcome for it, and the code is recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD16, MisalignedFails,
    {
        .api = {"cuMemsetD16"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuMemsetD16", .quote = "The dstDevice pointer must be two byte aligned."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, 4096);

  cudasem::observe("d16_misaligned_result", drv.cuMemsetD16(base + 1, 0xbeef, 16));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
