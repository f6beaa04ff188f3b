// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemsetD2D16Async with an odd dstPitch; the text says the pitch must be two
// byte aligned, and names no outcome: records the code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD2D16Async, OddPitchFails,
    {
        .api = {"cuMemsetD2D16Async"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemsetD2D16Async",
            .quote = "The dstDevice pointer and dstPitch offset must be two byte aligned."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  const CUdeviceptr p = alloc_device_bytes(mem, 4096);
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  const auto result = drv.cuMemsetD2D16Async(p, 201, 0xbeef, 50, 4, stream);
  cudasem::observe("odd_pitch_memset", result);

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
}
