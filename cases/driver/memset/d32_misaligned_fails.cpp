// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemsetD32 of 16 values at a device address two bytes past a four-byte
// boundary (allocation base + 2) is called; the text names no outcome for it, and the code is
// recorded.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD32, MisalignedFails,
    {
        .api = {"cuMemsetD32"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuMemsetD32", .quote = "The dstDevice pointer must be four byte aligned."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr base = alloc_device_bytes(mem, 4096);

  cudasem::observe("d32_misaligned_result", drv.cuMemsetD32(base + 2, 0xdeadbeefu, 16));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
